import numpy as np


def decay(n, steps):
    x = np.ones(n)
    for t in range(steps):
        np.multiply(x, 0.5, out=x)
    return x


def _inputs(rng):
    return [("decay", (12, 3))]
