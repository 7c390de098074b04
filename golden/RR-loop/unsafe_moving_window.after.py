import numpy as np

_EXACT = True


def moving_average(x, w):
    out = np.zeros(len(x))
    window_sums = np.concatenate(([0], np.cumsum(x)))
    window_ends = np.arange(w, len(x))
    out[w:len(x)] = (window_sums[window_ends] - window_sums[window_ends - w]) / (
        window_ends - (window_ends - w)
    )
    return out


def window_totals(x, w):
    totals = np.zeros(len(x) - w + 1)
    window_sums = np.concatenate(([0], np.cumsum(x)))
    window_ends = np.arange(0, len(x) - w + 1)
    totals[0:len(x) - w + 1] = window_sums[window_ends + w] - window_sums[window_ends]
    return totals


def centered(x, h):
    out = np.full(x.shape[0], np.nan)
    window_sums = np.concatenate(([0], np.cumsum(x)))
    window_ends = np.arange(h, x.shape[0] - h)
    out[h:x.shape[0] - h] = (
        (window_sums[window_ends + h + 1] - window_sums[window_ends - h])
        / (window_ends + h + 1 - (window_ends - h))
    )
    return out


def sma(prices, window):
    out = np.full(prices.shape[0], np.nan)
    window_sums = np.concatenate(([0], np.cumsum(prices)))
    window_ends = np.arange(window, prices.shape[0] + 1)
    out[window_ends - 1] = (
        (window_sums[window_ends] - window_sums[window_ends - window])
        / (window_ends - (window_ends - window))
    )
    return out


def _inputs(rng):
    return [
        ("moving_average", (rng.normal(5.0, 2.0, 60), 7)),
        ("window_totals", (rng.integers(0, 9, 40), 5)),
        ("centered", (rng.normal(size=50), 3)),
        ("sma", (100 + rng.normal(size=45).cumsum(), 6)),
    ]
