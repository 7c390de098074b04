import numpy as np


def peak_weighted_load(n_days):
    rng = np.random.default_rng(4)
    load = rng.uniform(0, 5, (24, n_days))
    tariff = np.linspace(0.1, 0.3, 24)
    peak = np.zeros(n_days)
    for d in range(n_days):
        peak[d] = np.max(load[:, d] * tariff)
    return peak


def warmest_band(n_bands):
    rng = np.random.default_rng(5)
    temps = rng.normal(10, 4, (n_bands, 30))
    offsets = np.linspace(-1, 1, 30)
    best = np.zeros(n_bands)
    for b in range(n_bands):
        best[b] = np.max(temps[b] + offsets)
    return best


def wettest_day(n_days):
    rng = np.random.default_rng(6)
    melt = rng.uniform(0, 3, (8, n_days))
    rain = rng.uniform(0, 9, (8, n_days))
    wettest = np.zeros(n_days)
    for d in range(n_days):
        wettest[d] = np.max(melt[:, d] + rain[:, d])
    return wettest


def _inputs(rng):
    return [
        ("peak_weighted_load", (int(rng.integers(1, 40)),)),
        ("warmest_band", (int(rng.integers(1, 40)),)),
        ("wettest_day", (int(rng.integers(1, 40)),)),
    ]
