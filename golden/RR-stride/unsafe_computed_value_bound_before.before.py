import numpy as np


def smooth(x):
    out = np.array(x, dtype=float)
    out[1:-1] = (x[:-2] + x[1:-1] + x[2:]) / 3.0
    return out


def summary(x):
    print(np.round(smooth(x)[::4], 3))
    level = np.max(np.cumsum(x)[1::2]) - 1.0
    return level, np.sort(smooth(x))[::-2].sum()


_EXACT = True


def _inputs(rng):
    return [("summary", (rng.normal(size=41),)), ("summary", (rng.normal(size=7),))]
