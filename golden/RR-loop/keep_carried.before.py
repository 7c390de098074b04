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
