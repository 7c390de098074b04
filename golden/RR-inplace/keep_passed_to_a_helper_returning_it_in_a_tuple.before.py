import numpy as np


def split(u):
    base = u
    return base, u * 0.5


def run(n, steps):
    u = np.linspace(0.0, 1.0, n)
    kept = None
    for t in range(steps):
        kept, half = split(u)
        u = u + half
    return u, kept


def _inputs(rng):
    return [("run", (8, 3))]
