import numpy as np


def zone_yield(n, seed):
    # Counters under nested tests: each counts where all its tests hold.
    rng = np.random.default_rng(seed)
    r = rng.random((n, n))
    inside = (r >= 0.2) & (r < 0.8)
    fail = rng.random((n, n)) < 0.1
    good = 0
    total = 0
    total += np.count_nonzero(inside[:n, :n])
    good += np.count_nonzero((inside[:n, :n] != 0) & (fail[:n, :n] == 0))
    return good, total


def banded(values, lo, hi):
    # A 1-D loop, two levels of tests, an update under each.
    values = np.asarray(values, dtype=float)
    above = 0
    within = 0
    above += np.count_nonzero(values > lo)
    within += np.count_nonzero((values > lo) & (values < hi))
    return above, within


def _inputs(rng):
    v = rng.normal(size=50)
    v[3] = np.nan
    return [("zone_yield", (12, int(rng.integers(1000)))), ("zone_yield", (1, 2)),
            ("banded", (v, -0.5, 0.5)), ("banded", ([], 0.0, 1.0))]
