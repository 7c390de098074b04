import numpy as np


def smooth(x):
    out = np.array(x, dtype=float)
    out[1:-1] = (x[:-2] + x[1:-1] + x[2:]) / 3.0
    return out


def summary(x):
    sampled = smooth(x)
    print(np.round(sampled[np.arange(0, len(sampled), 4)], 3))
    sampled = np.cumsum(x)
    level = np.max(sampled[np.arange(1, len(sampled), 2)]) - 1.0
    sampled = np.sort(smooth(x))
    return level, sampled[np.arange(*slice(None, None, -2).indices(len(sampled)))].sum()


_EXACT = True


def _inputs(rng):
    return [("summary", (rng.normal(size=41),)), ("summary", (rng.normal(size=7),))]
