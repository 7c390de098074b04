import numpy as np


def positions(n, dx, x0):
    xs = np.zeros(n)
    for k in range(n):
        xs[k] = x0 + k * dx  # cell centres
    return xs


def _inputs(rng):
    return [("positions", (25, 0.1, float(rng.random())))]
