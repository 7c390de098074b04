import numpy as np


def separable(n0, n1, n2):
    a = np.linspace(0.0, 1.0, n0)
    b = np.cos(np.arange(n1, dtype=np.float64))
    c = np.sin(np.arange(n2, dtype=np.float64) * 0.5)
    out = np.zeros((n0, n1, n2))
    for i in range(n0):
        for j in range(n1):
            for k in range(n2):
                out[i, j, k] = a[i] + 2.0 * b[j] - c[k]
    return out


def thresholded(n0, n1, n2):
    v = np.sin(np.arange(n0 * n1 * n2, dtype=np.float64).reshape(n0, n1, n2))
    plane = np.cos(np.arange(n0 * n2, dtype=np.float64).reshape(n0, n2))
    out = np.zeros((n0, n1, n2))
    for i in range(n0):
        for j in range(n1):
            for k in range(n2):
                if v[i, j, k] > 0.5:
                    out[i, j, k] = v[i, j, k] * i + j - k * plane[i, k]
    return out


def _inputs(rng):
    shape = tuple(int(v) for v in rng.integers(1, 6, 3))
    return [("separable", shape), ("thresholded", shape)]
