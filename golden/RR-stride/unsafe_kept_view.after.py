import numpy as np

_EXACT = True


def decimate(signal, lo, hi):
    x = np.asarray(signal)
    coarse = x[np.arange(*slice(lo, hi, 3).indices(len(x)))]
    columns = np.atleast_2d(x)
    columns = columns[..., np.arange(0, columns.shape[-1], 2)]
    tail = x[np.arange(*slice(-7, None, 2).indices(len(x)))]
    return coarse.copy(), columns.shape, tail.sum()


def _inputs(rng):
    return [("decimate", (rng.normal(size=40), 2, 31)), ("decimate", (rng.normal(size=10), -8, None))]
