import numpy as np


def cumulative(x: np.ndarray, n):
    y = np.zeros(n)
    y[0] = x[0]
    if n > 1:
        y[1:n] = y[0] + np.cumsum(x[1:n], dtype=y.dtype)
    return y


def _inputs(rng):
    return [("cumulative", (rng.standard_normal(40), 40)), ("cumulative", (rng.standard_normal(5), 1))]
