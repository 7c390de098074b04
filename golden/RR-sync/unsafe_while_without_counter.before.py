import numpy as np


def relax(u, f, tol=1e-6):
    sweeps = 0
    while True:
        new = 0.5 * (np.roll(u, 1) + np.roll(u, -1)) + f
        change = np.abs(new - u).max()
        u = new
        if change > 1.0:
            sweeps += 1
        if change < tol:
            break
    return u, sweeps


def anneal(u, tol=1e-6):
    k = 0
    while k < 100:
        k += 1
        u = 0.5 * (u + np.sqrt(u))
        if np.abs(u - 1.0).max() < tol:
            break
        k = k + 1
    return u


def iterate(v, scale):
    it = 0.0
    while it < 50:
        it += 1
        v = v / scale
        if np.max(np.abs(v)) < 1e-8:
            break
    return v

