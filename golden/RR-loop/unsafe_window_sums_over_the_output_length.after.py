import numpy as np

_EXACT = True


def rolling_sum(x, w):
    out = np.zeros(len(x) - w + 1)
    window_sums = np.concatenate(([0], np.cumsum(x)))
    window_ends = np.arange(0, len(out))
    out[0:len(out)] = window_sums[window_ends + w] - window_sums[window_ends]
    return out


def trailing_mean(x, w):
    out = np.zeros(len(x) - w)
    window_sums = np.concatenate(([0], np.cumsum(x)))
    window_ends = np.arange(0, out.shape[0])
    out[0:out.shape[0]] = (
        (window_sums[window_ends + w + 1] - window_sums[window_ends + 1])
        / (window_ends + w + 1 - (window_ends + 1))
    )
    return out


def _inputs(rng):
    x = rng.gamma(0.6, 3.0, 50)
    return [("rolling_sum", (x, 6)), ("rolling_sum", (x, 1)), ("trailing_mean", (x, 4))]
