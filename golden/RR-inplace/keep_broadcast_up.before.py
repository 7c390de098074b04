import numpy as np


def widen(columns, shape):
    out = np.zeros(3)
    for c in columns:
        out = np.ones(shape) * out
        out[..., 0] += c
    return out
