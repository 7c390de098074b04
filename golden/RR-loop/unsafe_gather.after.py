import numpy as np

_EXACT = True  # the inputs are arrays: a gather at once reads the same elements


def gather(a, idx, n):
    out = np.zeros(n)
    out[:n] = a[idx[:n]]
    return out


def _inputs(rng):
    return [("gather", (rng.standard_normal(9), rng.integers(0, 9, 12), 12)), ("gather", (rng.standard_normal(3), np.array([2, 0]), 0))]
