import numpy as np

_EXACT = True  # finite values: stored, int() and round() give the numbers trunc and round give


def equalize_lut(cdf, total):
    levels = cdf.shape[0]
    lut = np.empty(levels, dtype=np.uint16)
    cdf_min = cdf[0]
    lut[:levels] = np.round((cdf[:levels] - cdf_min) / (total - cdf_min) * (levels - 1))
    return lut


def bucket(x):
    n = x.shape[0]
    out = np.zeros(n)
    out[:n] = np.trunc(x[:n] * 10.0)
    return out


def lut_of(c):
    lut = np.zeros(256, dtype=np.uint8)
    lut[:256] = np.trunc(np.round(255 * c[:256]))
    return lut


def _inputs(rng):
    cdf = np.cumsum(rng.integers(1, 50, 64)).astype(np.float64)
    halves = np.array([0.25, 0.35, -0.45, 1.25, -2.5, 3.05])
    return [("equalize_lut", (cdf, cdf[-1])), ("bucket", (rng.standard_normal(40),)), ("bucket", (halves,)), ("lut_of", (np.linspace(0.0, 1.0, 256),))]
