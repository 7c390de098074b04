import numpy as np


def saturate(n, steps):
    level = np.linspace(-1.0, 2.0, n)
    for t in range(steps):
        np.clip(level, 0.0, 1.0, out=level)
    return level


def settle(n, steps):
    mag = np.full(n, 4.0)
    for t in range(steps):
        np.sqrt(mag, out=mag)
    return mag


def floor_at(n, steps):
    v = np.zeros(n)
    for t in range(steps):
        np.fmax(v, 1.5, out=v)
    return v


def _inputs(rng):
    return [("saturate", (9, 3)), ("settle", (7, 4)), ("floor_at", (5, 2))]
