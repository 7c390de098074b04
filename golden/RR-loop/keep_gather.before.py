import numpy as np


def gather(a, idx, n):
    out = np.zeros(n)
    for i in range(n):
        out[i] = a[idx[i]]
    return out
