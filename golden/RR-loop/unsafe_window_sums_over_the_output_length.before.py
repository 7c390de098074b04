import numpy as np

_EXACT = True


def rolling_sum(x, w):
    out = np.zeros(len(x) - w + 1)
    for i in range(len(out)):
        out[i] = x[i:i + w].sum()
    return out


def trailing_mean(x, w):
    out = np.zeros(len(x) - w)
    for i in range(out.shape[0]):
        out[i] = x[i + 1:i + w + 1].mean()
    return out


def _inputs(rng):
    x = rng.gamma(0.6, 3.0, 50)
    return [("rolling_sum", (x, 6)), ("rolling_sum", (x, 1)), ("trailing_mean", (x, 4))]
