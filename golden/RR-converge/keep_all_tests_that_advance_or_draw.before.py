import numpy as np


def advance(u):
    u[1:-1] = 0.5 * (u[:-2] + u[2:])
    return np.abs(u).max()


def relax(u, tol):
    it = 0
    while advance(u) > tol:
        it += 1
    return it


def relax3(u, rng, tol):
    while np.max(np.abs(u + rng.normal(size=u.shape))) > tol:
        u = u * 0.5
    return u


def _inputs(rng):
    return []
