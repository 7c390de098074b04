"""Daily reservoir routing with spill and demand, plus flow statistics."""
import numpy as np


def inflows(days, seed=8):
    rng = np.random.default_rng(seed)
    season = 50 + 40 * np.sin(2 * np.pi * np.arange(days) / 365.0)
    return np.maximum(season + rng.gamma(2.0, 10.0, days) - 20.0, 0.0)


def route(inflow, capacity, demand, start):
    days = len(inflow)
    storage = np.zeros(days)
    release = np.zeros(days)
    spill = np.zeros(days)
    s = start
    for d in range(days):
        s = s + inflow[d]
        r = min(demand[d], s)
        s -= r
        if s > capacity:
            spill[d] = s - capacity
            s = capacity
        storage[d] = s
        release[d] = r
    return storage, release, spill


def monthly_means(series, days_per_month=30):
    months = len(series) // days_per_month
    out = np.zeros(months)
    for m in range(months):
        out[m] = series[m * days_per_month : (m + 1) * days_per_month].mean()
    return out


def exceedance(series, levels):
    frac = np.zeros(len(levels))
    for k in range(len(levels)):
        frac[k] = np.count_nonzero(series > levels[k]) / len(series)
    return frac


def main():
    days = 3 * 365
    q = inflows(days)
    demand = np.full(days, 55.0)
    for d in range(days):
        if (d % 365) > 150 and (d % 365) < 240:
            demand[d] = 80.0
    storage, release, spill = route(q, 4000.0, demand, 2000.0)
    deficit = 0.0
    for d in range(days):
        deficit += demand[d] - release[d]
    print("total spill %.3f" % spill.sum())
    print("deficit %.3f" % deficit)
    mm = monthly_means(storage)
    print("monthly storage range %.3f %.3f" % (mm.min(), mm.max()))
    print("exceedance", np.round(exceedance(q, np.array([20.0, 50.0, 90.0])), 5).tolist())


if __name__ == "__main__":
    main()
