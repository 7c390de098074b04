import numpy as np
import pytest
from scipy import sparse


def every_other_row_of_a_sparse_matrix(n):
    # A sparse matrix is sliced like an array, but has no len() and gathers differently.
    A = sparse.lil_matrix((n, n))
    A[1:n:2, 0] = 1.0
    return A.toarray()


def checks_contiguity(kernel, node_array):
    # The strided view is the point of the test: a contiguous copy would not raise.
    with pytest.raises(ValueError, match="C-contiguous"):
        problematic = node_array[::2]
        kernel(problematic)
    strided = node_array[1::3]
    pytest.raises(ValueError, kernel, strided)
