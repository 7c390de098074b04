import numpy as np


def fill_until(a, n):
    for i in range(n):
        a[i] = a[i] + 1.0
    return a, i


def maybe_reset(a, flag):
    a = np.asarray(a, dtype=np.float64)
    for i in range(a.shape[0]):
        a[i] = a[i] * 2.0
    # Only sometimes bound again: the last index may still be read.
    if flag:
        i = 0
    return a, i
