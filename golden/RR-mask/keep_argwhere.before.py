import numpy as np


def first_hits(a, counts):
    rows = np.argwhere(a > 0)
    b = a[rows]
    nz = np.nonzero(counts)
    return b, a[nz]
