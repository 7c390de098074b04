import numpy as np


def cumulative(x: np.ndarray, n):
    y = np.zeros(n)
    y[0] = x[0]
    for i in range(1, n):
        y[i] = y[i - 1] + x[i]
    return y


def _inputs(rng):
    return [("cumulative", (rng.standard_normal(40), 40)), ("cumulative", (rng.standard_normal(5), 1))]
