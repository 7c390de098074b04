import numpy as np


def capped_energy(n, cap):
    x = np.linspace(-3.0, 3.0, n)
    e = np.zeros(n)
    e[::7] = np.nan
    e[3:4] = -0.0
    clipped = 0.0
    floor = 0.0
    negatives = 0
    ramp = np.empty(n)
    for i in range(n):
        clipped += min(x[i] * x[i], 4.0)
        floor += max(1.0, e[i])
        ramp[i] = max(e[i] - x[i], 0.0)
        if x[i] < 0:
            negatives += 1
        if e[i] > 0.5:
            floor -= x[i] * 0.5
    return clipped, floor, negatives, ramp


def _inputs(rng):
    return [("capped_energy", (n, 2.0)) for n in (0, 1, 50, 301)]
