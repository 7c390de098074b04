import numpy as np

_EXACT = True


def moving_average(x, w):
    out = np.zeros(len(x))
    for i in range(w, len(x)):
        out[i] = x[i - w:i].mean()
    return out


def window_totals(x, w):
    totals = np.zeros(len(x) - w + 1)
    for i in range(len(x) - w + 1):
        totals[i] = np.sum(x[i:i + w])
    return totals


def centered(x, h):
    out = np.full(x.shape[0], np.nan)
    for i in range(h, x.shape[0] - h):
        out[i] = np.mean(x[i - h:i + h + 1])
    return out


def sma(prices, window):
    out = np.full(prices.shape[0], np.nan)
    for t in range(window, prices.shape[0] + 1):
        out[t - 1] = prices[t - window:t].mean()
    return out


def _inputs(rng):
    return [
        ("moving_average", (rng.normal(5.0, 2.0, 60), 7)),
        ("window_totals", (rng.integers(0, 9, 40), 5)),
        ("centered", (rng.normal(size=50), 3)),
        ("sma", (100 + rng.normal(size=45).cumsum(), 6)),
    ]
