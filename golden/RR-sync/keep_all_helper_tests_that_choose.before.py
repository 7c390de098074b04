import numpy as np


def spread(a, b):
    return float(np.abs(a - b).max())


def drift(a, b):
    return float(np.abs(a - b).sum())


def relax(u, f, tol, steps):
    for step in range(steps):
        new = 0.5 * (np.roll(u, 1) + np.roll(u, -1)) + f
        if spread(new, u) < tol:
            u = new
        else:
            u = 0.5 * (u + new)
    return u


def settle(u, f, tol, steps):
    for step in range(steps):
        u = 0.5 * (np.roll(u, 1) + np.roll(u, -1)) + f
        if drift(u, f) < tol:
            continue
        f = 0.9 * f
    return u
