import numpy as np


def cumulative(x: np.ndarray, n):
    y = np.zeros(n)
    y[0] = x[0]
    if n > 1:
        y[1:n] = np.cumsum(np.concatenate((y[0:1], x[1:n])), dtype=y.dtype)[1:]
    return y


def _inputs(rng):
    return [("cumulative", (rng.standard_normal(40), 40)), ("cumulative", (rng.standard_normal(5), 1))]
