import numpy as np


def evolve(u: np.ndarray, n, m, steps):
    for t in range(steps):
        grid = u.reshape(n, m)
        u = (grid * 0.5).ravel()
    return u
