import numpy as np


def reverse(a):
    a = np.asarray(a, dtype=np.float64)
    n = a.shape[0]
    out = np.empty(n)
    out[:n] = a[n - 1 - np.arange(n)] * 2.0
    return out


def pairs(a, n):
    a = np.asarray(a, dtype=np.float64)
    out = np.empty(n)
    out[:n] = a[2 * np.arange(n)] + a[2 * np.arange(n) + 1]
    return out


def _inputs(rng):
    return [
        ("reverse", (rng.normal(size=9),)),
        ("pairs", (rng.normal(size=12), 6)),
    ]
