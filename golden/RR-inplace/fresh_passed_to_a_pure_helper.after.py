import numpy as np


def smooth(x):
    return 0.5 * (np.roll(x, 1) + np.roll(x, -1))


def relax(n, steps):
    level = np.linspace(0.0, 2.0, n)
    totals = []
    for t in range(steps):
        blurred = smooth(level)
        totals.append(blurred.sum())
        np.clip(level, 0.2, 1.5, out=level)
    return level, totals


def _inputs(rng):
    return [("relax", (11, 4))]
