import numpy as np

_EXACT = True


def annual_totals(seed):
    # Ten whole years of daily rain: the count is a literal, so the array is assumed to hold
    # every frame the loop reads.
    rng = np.random.default_rng(seed)
    rain = np.where(rng.random(3650) < 0.35, rng.gamma(0.8, 9.0, 3650), 0.0)
    annual = np.zeros(10)
    for y in range(10):
        annual[y] = rain[y * 365:(y + 1) * 365].sum()
    return annual


def first_peaks(x, n, size):
    # The caller states the count: the frames are assumed to lie inside `x`.
    peaks = np.zeros(n)
    for f in range(n):
        peaks[f] = np.max(x[f * size : (f + 1) * size])
    return peaks


def _inputs(rng):
    x = rng.normal(size=40)
    return [("annual_totals", (int(rng.integers(1000)),)), ("first_peaks", (x, 5, 8)),
            ("first_peaks", (x, 0, 3)), ("first_peaks", (x, 4, 1))]
