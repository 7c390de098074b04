import numpy as np


def peaks(n, m):
    cube = np.cos(np.arange(n * m * 5.0).reshape(n, m, 5))
    out = np.zeros((n, m))
    for i in range(n):
        for j in range(m):
            out[i, j] = np.max(cube[i, j]) * 2 + i
    return out


def ranges(n, m):
    imgs = np.sin(np.arange(n * m * 6.0).reshape(n, m, 6) * 0.3)
    prof = np.zeros((n, m))
    for w in range(n):
        for r in range(m):
            prof[w, r] = imgs[w, r, :].max() - imgs[w, r, :].min()
    return prof


def _inputs(rng):
    n, m = int(rng.integers(1, 6)), int(rng.integers(1, 6))
    return [("peaks", (n, m)), ("ranges", (n, m))]
