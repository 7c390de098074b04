import numpy as np


def on_loan(day_out, length, n_days):
    out = np.zeros(n_days, dtype=int)
    for d0, days in zip(day_out, length):
        out[d0:min(d0 + days, n_days)] += 1
    return out


def census(times, waits, n_hours):
    beds = np.zeros(n_hours)
    for i in range(times.size):
        h0 = int(times[i])
        h1 = min(int(times[i] + waits[i]), n_hours - 1)
        beds[h0:h1 + 1] += 1
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
