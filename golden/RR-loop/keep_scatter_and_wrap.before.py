import numpy as np


def histogram(values, bins):
    counts = np.zeros(bins)
    idx = np.clip(values.astype(int), 0, bins - 1)
    for i in range(len(idx)):
        counts[idx[i]] += 1.0
    return counts


def wrap_difference(n):
    f = np.linspace(0.0, 1.0, n)
    out = np.zeros(n)
    for i in range(n):
        out[i] = f[i] - f[i - 1]
    return out


def feedback(n):
    y = np.ones(n)
    for i in range(1, n):
        y[i] = 0.5 * y[i - 1] + 1.0
    return y
