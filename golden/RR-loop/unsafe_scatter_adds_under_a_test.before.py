import numpy as np

_EXACT = True


def slo_burn(lat, t, slo_ms, window_s):
    n_win = int(t[-1] // window_s) + 1
    bad = np.zeros(n_win)
    total = np.zeros(n_win)
    for i in range(len(lat)):
        w = int(t[i] // window_s)
        total[w] += 1
        if lat[i] > slo_ms:
            bad[w] += 1
    return bad / np.maximum(total, 1)


def late_revenue(store, amount, delay, n_stores):
    late = np.zeros(n_stores)
    for k in range(len(store)):
        if delay[k] >= 2.0:
            late[store[k]] += amount[k] * 0.5
    return late


def flagged_counts(flags, t, window_s):
    n_win = int(t[-1] // window_s) + 1
    hits = np.zeros(n_win)
    for i in range(len(flags)):
        w = int(t[i] // window_s)
        if flags[i]:
            hits[w] += 1
    return hits


def yearly_rates(t, keep, n_years):
    rates = np.zeros(n_years)
    for i in range(len(t)):
        if keep[i]:
            rates[int(t[i] // 365)] += 1
    return rates


def _inputs(rng):
    n = int(rng.integers(5, 300))
    t = np.sort(rng.uniform(0, 600, n))
    lat = rng.lognormal(3, 0.5, n)
    store = rng.integers(0, 6, n)
    return [
        ("slo_burn", (lat, t, 25.0, 60.0)),
        ("late_revenue", (store, rng.uniform(1, 9, n), rng.uniform(0, 4, n), 6)),
        ("flagged_counts", (rng.integers(0, 3, n), t, 60.0)),
        ("yearly_rates", (t * 6, rng.random(n) < 0.7, 10)),
    ]
