import numpy as np

_EXACT = True


def slo_burn(lat, t, slo_ms, window_s):
    n_win = int(t[-1] // window_s) + 1
    bad = np.zeros(n_win)
    total = np.zeros(n_win)
    w = (t[:len(lat)] // window_s).astype(int)
    total += np.bincount(w, minlength=total.shape[0])
    bad += np.bincount(w[lat > slo_ms], minlength=bad.shape[0])
    return bad / np.maximum(total, 1)


def late_revenue(store, amount, delay, n_stores):
    late = np.zeros(n_stores)
    late += np.bincount(
        store[delay[:len(store)] >= 2.0],
        weights=(amount[:len(store)] * 0.5)[delay[:len(store)] >= 2.0],
        minlength=late.shape[0],
    )
    return late


def flagged_counts(flags, t, window_s):
    n_win = int(t[-1] // window_s) + 1
    hits = np.zeros(n_win)
    w = (t[:len(flags)] // window_s).astype(int)
    hits += np.bincount(w[flags != 0], minlength=hits.shape[0])
    return hits


def yearly_rates(t, keep, n_years):
    rates = np.zeros(n_years)
    rates += np.bincount(
        (t // 365).astype(int)[keep[:len(t)] != 0], minlength=rates.shape[0]
    )
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
