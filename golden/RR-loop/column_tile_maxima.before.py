import numpy as np


def daily_peaks(n_sites, days, seed):
    # One loop over whole days of every site at once: the maximum of each column tile.
    load = np.random.default_rng(seed).gamma(2.0, 1.5, size=(n_sites, days * 24))
    n, hours = load.shape
    n_days = hours // 24
    peaks = np.zeros((n, n_days))
    for d in range(n_days):
        peaks[:, d] = load[:, d * 24:(d + 1) * 24].max(axis=1)
    return peaks


def weekly_minima(weeks, stations, seed):
    # Row tiles, reduced along the first axis, the columns kept whole.
    temp = np.random.default_rng(seed).normal(10.0, 4.0, size=(weeks * 7 + 3, stations))
    n_weeks = temp.shape[0] // 7
    lows = np.zeros((n_weeks, stations))
    for w in range(n_weeks):
        lows[w, :] = np.min(temp[w * 7:(w + 1) * 7, :], axis=0)
    return lows


def _inputs(rng):
    return [("daily_peaks", (3, 5, int(rng.integers(1000)))), ("daily_peaks", (1, 1, 3)),
            ("weekly_minima", (4, 3, int(rng.integers(1000)))), ("weekly_minima", (0, 2, 1))]
