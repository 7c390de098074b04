import numpy as np


def taper(width, n):
    ramp = np.exp(-((0.015 * (width - np.arange(width))) ** 2))
    d = np.ones((n, n))
    d[:width, :] *= ramp[:, None]
    d[:, -width:] *= np.flip(ramp, axis=0)[None]
    d[-width:, :] *= np.flip(ramp, axis=0)[:, None]
    return d


def _inputs(rng):
    return [("taper", (int(rng.integers(3, 12)), 40))]
