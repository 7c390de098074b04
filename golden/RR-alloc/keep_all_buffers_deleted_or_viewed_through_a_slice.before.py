import numpy as np


def release_each(n):
    for i in range(n):
        scratch = np.empty((100_000,), dtype="i1")
        scratch[:10] = i
        del scratch
    return n


def ufunc_overlaps(ufunc, n, k):
    windows = [np.index_exp[:n], np.index_exp[k:k + n], np.index_exp[n - 1::-1]]
    results = []
    for xi in windows:
        for yi in windows:
            v = np.arange(1.0, 1.0 + 2 * n + k)
            x = v[xi]
            y = v[yi]
            ufunc(x, out=y)
            results.append(float(y.sum()))
    return results
