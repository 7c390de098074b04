import numpy as np


def fortran_view(a: np.ndarray):
    # Only a suggestion: dropping order="F" here would change the element order.
    return a.reshape(2, -1, order="F")
