"""Orchard pest monitoring: degree-days per site, trap counts, and first-flight dates."""
import numpy as np

SITES = 25
DAYS = 200
BASE_T = 10.0


def weather(rng):
    day = np.arange(DAYS)
    tmean = 8 + 14 * np.sin(np.pi * day / DAYS) + rng.normal(0, 2.5, (SITES, DAYS))
    tmin = tmean - rng.uniform(3, 7, (SITES, DAYS))
    tmax = tmean + rng.uniform(3, 7, (SITES, DAYS))
    return tmin, tmax


def degree_days(tmin, tmax):
    dd = np.zeros_like(tmin)
    for s in range(tmin.shape[0]):
        for d in range(tmin.shape[1]):
            avg = (tmin[s, d] + tmax[s, d]) / 2
            if avg > BASE_T:
                dd[s, d] = avg - BASE_T
    return dd


def accumulate(dd):
    cum = np.zeros_like(dd)
    for s in range(dd.shape[0]):
        total = 0.0
        for d in range(dd.shape[1]):
            total += dd[s, d]
            cum[s, d] = total
    return cum


def trap_counts(cum, rng):
    rate = 30 * np.exp(-((cum - 250) / 80) ** 2)
    return rng.poisson(rate)


def first_flight(counts, threshold=5):
    dates = np.full(counts.shape[0], -1)
    for s in range(counts.shape[0]):
        for d in range(counts.shape[1]):
            if counts[s, d] >= threshold:
                dates[s] = d
                break
    return dates


def weekly(counts):
    n_weeks = counts.shape[1] // 7
    out = np.zeros((counts.shape[0], n_weeks))
    for w in range(n_weeks):
        out[:, w] = counts[:, w * 7:(w + 1) * 7].sum(axis=1)
    return out


def main():
    rng = np.random.default_rng(31)
    tmin, tmax = weather(rng)
    dd = degree_days(tmin, tmax)
    cum = accumulate(dd)
    counts = trap_counts(cum, rng)
    flights = first_flight(counts)
    wk = weekly(counts)
    print("season degree-days per site", np.round(cum[:, -1][:6], 1))
    print("first flight days", flights[:10])
    print("peak week", int(wk.sum(axis=0).argmax()), "total caught", int(counts.sum()))


if __name__ == "__main__":
    main()
