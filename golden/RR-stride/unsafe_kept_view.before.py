import numpy as np

_EXACT = True


def decimate(signal, lo, hi):
    x = np.asarray(signal)
    coarse = x[lo:hi:3]
    columns = np.atleast_2d(x)[..., ::2]
    tail = x[-7::2]
    return coarse.copy(), columns.shape, tail.sum()


def _inputs(rng):
    return [("decimate", (rng.normal(size=40), 2, 31)), ("decimate", (rng.normal(size=10), -8, None))]
