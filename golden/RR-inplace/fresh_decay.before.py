import numpy as np


def decay(n, steps):
    x = np.ones(n)
    for t in range(steps):
        x = x * 0.5
    return x


def _inputs(rng):
    return [("decay", (12, 3))]
