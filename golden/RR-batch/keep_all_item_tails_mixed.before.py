import numpy as np


def detrended(x: np.ndarray):
    out = np.empty((x.shape[0], x.shape[1] - 1))
    for k in range(x.shape[0]):
        # The item and a slice of it: two shapes, no one stack.
        out[k] = x[k, 1:] - x[k].mean()
    return out
