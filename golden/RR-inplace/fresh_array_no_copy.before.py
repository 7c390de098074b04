import numpy as np


def decay(x0, steps):
    x = np.array(x0, dtype=float)
    for _ in range(steps):
        x = x * 0.5
    return x


def _inputs(rng):
    return [("decay", (list(rng.standard_normal(6)), 3)), ("decay", ([1.0, 2.0], 0))]
