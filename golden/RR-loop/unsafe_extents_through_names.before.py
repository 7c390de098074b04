import numpy as np

_EXACT = True


def rolling_30s(power):
    n = len(power)
    out = np.zeros(n - 29)
    for i in range(n - 29):
        out[i] = power[i:i + 30].mean()
    return out


def weekly_yield(milk):
    n_cows, n_days = milk.shape
    weeks = n_days // 7
    out = np.zeros((n_cows, weeks))
    for c in range(n_cows):
        for w in range(weeks):
            out[c, w] = milk[c, w * 7:(w + 1) * 7].sum()
    return out


def weekly_peak(milk):
    herd, days = milk.shape
    weeks = days // 7
    peak = np.zeros((herd, weeks))
    for c in range(herd):
        for w in range(weeks):
            peak[c, w] = milk[c, w * 7:(w + 1) * 7].max()
    return peak


def _inputs(rng):
    return [
        ("rolling_30s", (rng.uniform(0.0, 400.0, 200),)),
        ("rolling_30s", (rng.uniform(0.0, 400.0, 30),)),
        ("weekly_yield", (rng.normal(30.0, 4.0, (6, 30)),)),
        ("weekly_yield", (rng.normal(30.0, 4.0, (2, 6)),)),
        ("weekly_peak", (rng.normal(30.0, 4.0, (5, 28)),)),
    ]
