import numpy as np


def jacobi(u: np.ndarray, steps):
    for k in range(steps):
        old = u.copy()
        u[1:-1] = 0.5 * (old[:-2] + old[2:])
    return u


def _inputs(rng):
    return [("jacobi", (rng.standard_normal(16), 6))]
