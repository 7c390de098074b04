import numpy as np


def jacobi(u: np.ndarray, steps):
    old = u.copy()
    for k in range(steps):
        np.copyto(old, u)
        u[1:-1] = 0.5 * (old[:-2] + old[2:])
    return u


def _inputs(rng):
    return [("jacobi", (rng.standard_normal(16), 6))]
