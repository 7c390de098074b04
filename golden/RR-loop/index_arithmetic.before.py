import numpy as np


def reverse(a):
    a = np.asarray(a, dtype=np.float64)
    n = a.shape[0]
    out = np.empty(n)
    for i in range(n):
        out[i] = a[n - 1 - i] * 2.0
    return out


def pairs(a, n):
    a = np.asarray(a, dtype=np.float64)
    out = np.empty(n)
    for i in range(n):
        out[i] = a[2 * i] + a[2 * i + 1]
    return out


def _inputs(rng):
    return [
        ("reverse", (rng.normal(size=9),)),
        ("pairs", (rng.normal(size=12), 6)),
    ]
