import math

import numpy as np


def clipped(x):
    if x < 0:
        return 0.0
    return x


def host_exp(x):
    return math.exp(-x)


def scaled(x, factor=None):
    return x * factor


def softplus(x):
    return np.log1p(np.exp(x))


softplus = np.abs


def apply_clipped(x):
    out = np.zeros(len(x))
    for i in range(len(x)):
        out[i] = clipped(x[i])
    return out


def apply_host_exp(x):
    out = np.zeros(len(x))
    for i in range(len(x)):
        out[i] = host_exp(x[i])
    return out


def apply_scaled(x):
    out = np.zeros(len(x))
    for i in range(len(x)):
        out[i] = scaled(x[i], factor=2.0)
    return out


def apply_rebound(x):
    out = np.zeros(len(x))
    for i in range(len(x)):
        out[i] = softplus(x[i])
    return out


def column_gather(a, cols):
    n = a.shape[0]
    out = np.zeros((n, len(cols)))
    for i in range(n):
        out[i] = a[i, cols] * a[i, n - i - 1]
    return out


def row_gather(a):
    n = a.shape[0]
    out = np.zeros(a.shape)
    for i in range(n):
        out[i, :] = a[i, :] * a[i, n - i - 1]
    return out


def _inputs(rng):
    x = rng.normal(size=12)
    return [
        ("apply_clipped", (x,)),
        ("apply_host_exp", (x,)),
        ("apply_scaled", (x,)),
        ("apply_rebound", (x,)),
        ("column_gather", (rng.normal(size=(4, 4)), [0, 2])),
        ("row_gather", (rng.normal(size=(4, 4)),)),
    ]
