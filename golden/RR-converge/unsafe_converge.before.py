import numpy as np


def jacobi(u, tol, max_iter):
    err = tol + 1.0
    it = 0
    while np.max(np.abs(u)) > tol and it < max_iter:
        u = 0.5 * (np.roll(u, 1) + np.roll(u, -1))
        it += 1
    return u, it
