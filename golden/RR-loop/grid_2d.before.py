import math

import numpy as np


def transform(a: np.ndarray, n, m):
    out = np.zeros((n, m))
    for i in range(n):
        for j in range(m):
            out[i, j] = math.sqrt(a[i, j]) + max(a[i, j], 0.5)
    return out


def _inputs(rng):
    return [("transform", (rng.random((6, 7)), 6, 7))]
