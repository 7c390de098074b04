import numpy as np


def on_loan(day_out, length, n_days):
    out = np.zeros(n_days, dtype=int)
    lo = day_out
    hi = np.minimum(day_out + length, n_days)
    lo = np.clip(np.where(lo < 0, lo + out.size, lo), 0, out.size)
    hi = np.clip(np.where(hi < 0, hi + out.size, hi), 0, out.size)
    marks = np.bincount(lo[lo < hi], minlength=out.size + 1)
    marks -= np.bincount(hi[lo < hi], minlength=out.size + 1)
    out += np.cumsum(marks[:-1])
    return out


def census(times, waits, n_hours):
    beds = np.zeros(n_hours)
    lo = times.astype(int)
    hi = np.minimum((times + waits).astype(int), n_hours - 1) + 1
    lo = np.clip(np.where(lo < 0, lo + beds.size, lo), 0, beds.size)
    hi = np.clip(np.where(hi < 0, hi + beds.size, hi), 0, beds.size)
    marks = np.bincount(lo[lo < hi], minlength=beds.size + 1)
    marks -= np.bincount(hi[lo < hi], minlength=beds.size + 1)
    beds += np.cumsum(marks[:-1])
    return beds


def library(seed):
    rng = np.random.default_rng(seed)
    day_out = np.sort(rng.integers(0, 365, 80))
    length = rng.gamma(3.0, 5.0, 80).astype(int) + 1
    return on_loan(day_out, length, 400)


def emergency(seed):
    rng = np.random.default_rng(seed)
    times = rng.uniform(0, 48, 30)
    return census(times, rng.exponential(4.0, 30), 48)


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 9, 60):
        cases.append(("on_loan", (rng.integers(-50, 400, n), rng.integers(0, 40, n), 365)))
        cases.append(("census", (rng.uniform(0, 60, n), rng.exponential(5.0, n), 48)))
        cases.append(("library", (n,)))
        cases.append(("emergency", (n,)))
    return cases
