import numpy as np

_EXACT = True


def relax(u, steps):
    new = np.zeros_like(u)
    for step in range(steps):
        new[1:-1] = 0.5 * (u[:-2] + u[2:])
        u = new.copy()
    return u


def relax_in_place(u, steps):
    new = np.zeros_like(u)
    for step in range(steps):
        u[0] = u[-1]
        new[1:-1] = 0.5 * (u[:-2] + u[2:])
        u = new.copy()
    return u


def relax_into_float(u, steps):
    new = np.zeros(u.shape)
    for step in range(steps):
        new[1:-1] = 0.5 * (u[:-2] + u[2:])
        u = new.copy()
    return u


def _inputs(rng):
    yield "relax", (rng.random(12), 3)
    yield "relax", (rng.random(12), 0)
    yield "relax_in_place", (rng.random(12), 3)
    yield "relax_into_float", (rng.integers(0, 9, 12), 3)
