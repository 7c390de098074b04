"""Emergency department: arrivals, triage-priority queueing, waiting times and boarding by hour."""
import numpy as np


def arrivals(n_days, rng):
    hours = np.arange(24)
    rate = 6 + 5 * np.exp(-((hours - 14) ** 2) / 18)
    times = []
    acuity = []
    for d in range(n_days):
        for h in range(24):
            k = rng.poisson(rate[h])
            times.extend(d * 24 + h + np.sort(rng.random(k)))
            acuity.extend(rng.choice([1, 2, 3, 4, 5], k, p=[0.03, 0.17, 0.45, 0.25, 0.10]))
    return np.array(times), np.array(acuity)


def simulate(times, acuity, n_beds, rng):
    free_at = np.zeros(n_beds)
    start = np.zeros(times.size)
    for i in range(times.size):
        b = np.argmin(free_at)
        start[i] = max(times[i], free_at[b])
        los = rng.gamma(2.0, 1.2 + 0.3 * (5 - acuity[i]))
        free_at[b] = start[i] + los
    return start - times


def waits_by_acuity(waits, acuity):
    med = np.zeros(5)
    for a in range(1, 6):
        sel = acuity == a
        med[a - 1] = np.median(waits[sel]) if sel.any() else np.nan
    return med


def hourly_census(times, waits, n_hours):
    census = np.zeros(n_hours)
    for i in range(times.size):
        h0 = int(times[i])
        h1 = min(int(times[i] + waits[i]), n_hours - 1)
        census[h0:h1 + 1] += 1
    return census


def target_breaches(waits, acuity, targets):
    breaches = 0
    for i in range(waits.size):
        if waits[i] > targets[acuity[i] - 1]:
            breaches += 1
    return breaches


if __name__ == "__main__":
    rng = np.random.default_rng(77)
    t, a = arrivals(30, rng)
    w = simulate(t, a, 14, rng)
    med = waits_by_acuity(w, a)
    cen = hourly_census(t, w, 30 * 24)
    br = target_breaches(w, a, np.array([0.0, 0.25, 1.0, 2.0, 4.0]))
    print(f"n={t.size} wait={w.mean():.5f} med={np.round(med, 4)} census={cen.max():.1f} breaches={br}")
