import numpy as np


def zero_corner(m):
    m = np.array(m, dtype=np.float64)
    m.ravel()[0] = 0.0
    d = np.diag(m)
    seg = np.flipud(m)[2:]
    seg -= 1.0
    return m, d
