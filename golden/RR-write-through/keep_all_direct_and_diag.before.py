import numpy as np


def zero_corner(m):
    m = np.array(m, dtype=np.float64)
    d = np.diag(m)
    seg = np.flipud(m)[:-2]
    seg -= 1.0
    return m, d


def flat_selections(m, mask):
    m = np.array(m, dtype=np.float64)
    m.flat[mask] = 0.0
    m.flat[1:5] = 1.0
    m.flat[0] @= 2.0
    return m
