import numpy as np

# A generalized ufunc signature: not elementwise, so no np.where rewrite.
row_norm = np.vectorize(lambda v: np.sqrt(v @ v), signature="(n)->()")


def norms(m):
    return row_norm(m)
