import math

import numpy as np


def transform(a: np.ndarray, n, m):
    out = np.zeros((n, m))
    out[:n, :m] = np.sqrt(a[:n, :m]) + np.maximum(a[:n, :m], 0.5)
    return out


def _inputs(rng):
    return [("transform", (rng.random((6, 7)), 6, 7))]
