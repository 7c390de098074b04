import numpy as np


def advect(u, c, steps):
    n = u.shape[0]
    for t in range(steps):
        flux = np.zeros(n)
        flux[1:] = c * (u[1:] - u[:-1])
        u = u - flux
    return u


def _inputs(rng):
    return [("advect", (rng.standard_normal(30), 0.3, 5)), ("advect", (rng.standard_normal(8), 0.1, 0))]
