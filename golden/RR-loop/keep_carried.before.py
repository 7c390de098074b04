import numpy as np


def smooth(y, x, n):
    # A loop-carried dependency with feedback: not a plain running sum, never vectorized.
    for i in range(1, n):
        y[i] = 0.5 * y[i - 1] + x[i]
    return y


def halving(a):
    a = np.asarray(a, dtype=np.float64)
    for i in range(1, a.shape[0]):
        a[i] = a[i // 2] + 1.0
    return a


def dst(x, m):
    # y[k] sums over n: the write does not use every loop variable of the nest.
    x = np.asarray(x, dtype=np.float64)
    n_points = x.shape[0]
    y = np.zeros(n_points)
    for k in range(n_points):
        for n in range(n_points):
            y[k] += 2 * x[n] * np.sin(np.pi * (n + 1.0) * (k + 1.0) / m)
    return y


def column_products(x, y):
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    result = np.zeros((x.shape[0], y.shape[1]))
    for i in range(y.shape[0]):
        for j in range(y.shape[1]):
            result[:, j] += x[:, i] * y[i, j]
    return result


def accumulate(out, prediction):
    # `out` may be a list of arrays, each updated in place: `out[:] += ...` would change a copy.
    for i in range(len(out)):
        out[i] += prediction[i]
