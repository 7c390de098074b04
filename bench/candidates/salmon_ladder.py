"""Fish ladder video counts: daily passage, run timing and temperature response."""
import numpy as np

N_YEARS = 12
N_DAYS = 150


def passage_counts(rng):
    day = np.arange(N_DAYS)
    counts = np.zeros((N_YEARS, N_DAYS))
    temps = np.zeros((N_YEARS, N_DAYS))
    for y in range(N_YEARS):
        peak = 70 + rng.normal(0, 8)
        size = rng.uniform(2000, 9000)
        counts[y] = rng.poisson(size / 15.0 * np.exp(-0.5 * ((day - peak) / 12.0) ** 2))
        temps[y] = 8 + 10 * np.sin(np.pi * day / N_DAYS) + rng.normal(0, 0.6, N_DAYS)
    return counts, temps


def cumulative_dates(counts, quantiles=(0.1, 0.5, 0.9)):
    dates = np.zeros((N_YEARS, len(quantiles)), dtype=int)
    for y in range(N_YEARS):
        cum = np.cumsum(counts[y])
        total = cum[-1]
        for q in range(len(quantiles)):
            for d in range(N_DAYS):
                if cum[d] >= quantiles[q] * total:
                    dates[y, q] = d
                    break
    return dates


def degree_days(temps, base=6.0):
    dd = np.zeros_like(temps)
    for y in range(N_YEARS):
        acc = 0.0
        for d in range(N_DAYS):
            if temps[y, d] > base:
                acc += temps[y, d] - base
            dd[y, d] = acc
    return dd


def weekly_passage(counts):
    weeks = N_DAYS // 7
    out = np.zeros((N_YEARS, weeks))
    for y in range(N_YEARS):
        for w in range(weeks):
            out[y, w] = counts[y, w * 7:w * 7 + 7].sum()
    return out


def temperature_response(counts, temps, edges):
    rate = np.zeros(len(edges) - 1)
    for k in range(len(edges) - 1):
        sel = (temps >= edges[k]) & (temps < edges[k + 1])
        if sel.any():
            rate[k] = counts[sel].mean()
    return rate


def main():
    rng = np.random.default_rng(17)
    counts, temps = passage_counts(rng)
    dates = cumulative_dates(counts)
    dd = degree_days(temps)
    weekly = weekly_passage(counts)
    resp = temperature_response(counts, temps, np.arange(6, 20, 2.0))
    print("median dates", dates[:, 1])
    print("dd at median", np.round([dd[y, dates[y, 1]] for y in range(N_YEARS)], 2))
    print("weekly", weekly[0, :6])
    print("response", np.round(resp, 3))


if __name__ == "__main__":
    main()
