import numpy as np


def trailing_clamped(x, w):
    out = np.zeros(len(x))
    for i in range(len(x)):
        out[i] = x[i:i + w].sum()
    return out


def leading_wraps(x, w):
    out = np.zeros(len(x))
    for i in range(len(x)):
        out[i] = x[i - w:i].sum()
    return out


def rows(x, w):
    out = np.zeros((len(x), 3))
    for i in range(w, len(x)):
        out[i] = x[i - w:i].sum()
    return out


def strided(x, w):
    out = np.zeros(len(x))
    for i in range(w, len(x)):
        out[i] = x[i - w:i:2].sum()
    return out
