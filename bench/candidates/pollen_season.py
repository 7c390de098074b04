"""Pollen monitoring: daily counts per station, season start/end by cumulative share, peaks, alerts."""
import numpy as np


def counts(n_stations, days, rng):
    doy = np.arange(days)
    data = np.zeros((n_stations, days))
    for s in range(n_stations):
        peak = 120 + 6 * s
        data[s] = 400 * np.exp(-0.5 * ((doy - peak) / 14.0) ** 2) + rng.poisson(3, days)
    return data


def season_bounds(daily, lo_share, hi_share):
    total = daily.sum()
    acc = 0.0
    start = end = None
    for d in range(len(daily)):
        acc += daily[d]
        if start is None and acc >= lo_share * total:
            start = d
        if end is None and acc >= hi_share * total:
            end = d
    return start, end


def moving_average(x, w):
    out = np.full(len(x), np.nan)
    for d in range(w - 1, len(x)):
        out[d] = x[d - w + 1:d + 1].mean()
    return out


def alert_levels(x, thresholds):
    levels = np.zeros(len(x), dtype=int)
    for d in range(len(x)):
        for k, th in enumerate(thresholds):
            if x[d] >= th:
                levels[d] = k + 1
    return levels


def peak_days(data):
    peaks = np.zeros(data.shape[0], dtype=int)
    for s in range(data.shape[0]):
        peaks[s] = np.argmax(data[s])
    return peaks


def station_correlation(data):
    n = data.shape[0]
    corr = np.eye(n)
    for a in range(n):
        for b in range(a + 1, n):
            c = np.corrcoef(data[a], data[b])[0, 1]
            corr[a, b] = c
            corr[b, a] = c
    return corr


def main():
    rng = np.random.default_rng(21)
    data = counts(6, 240, rng)
    for s in range(data.shape[0]):
        start, end = season_bounds(data[s], 0.025, 0.975)
        print(f"station {s}: season {start}-{end}, length {end - start + 1}")
    ma = moving_average(data[0], 7)
    lv = alert_levels(ma, [30, 100, 250])
    print("alert days", np.bincount(lv[~np.isnan(ma)], minlength=4))
    print("peaks", peak_days(data))
    print("mean corr", round(station_correlation(data)[np.triu_indices(6, 1)].mean(), 4))


if __name__ == "__main__":
    main()
