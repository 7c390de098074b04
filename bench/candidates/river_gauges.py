"""River gauge network: stage to discharge, flood thresholds and travel times between gauges."""
import numpy as np

N_GAUGES = 10
N_HOURS = 24 * 60


def stages(rng):
    t = np.arange(N_HOURS)
    base = rng.uniform(0.5, 1.5, N_GAUGES)
    st = np.zeros((N_GAUGES, N_HOURS))
    for g in range(N_GAUGES):
        lag = 6 * g
        pulse = 2.0 * np.exp(-0.5 * ((t - 500 - lag) / 30.0) ** 2)
        st[g] = base[g] + pulse + rng.normal(0, 0.02, N_HOURS)
    return st


def rating_curve(st, a, b, h0):
    q = np.zeros_like(st)
    for g in range(N_GAUGES):
        for h in range(N_HOURS):
            depth = st[g, h] - h0[g]
            if depth > 0:
                q[g, h] = a[g] * depth ** b[g]
    return q


def exceedance_hours(q, thresholds):
    hours = np.zeros(N_GAUGES, dtype=int)
    for g in range(N_GAUGES):
        hours[g] = np.sum(q[g] > thresholds[g])
    return hours


def daily_peaks(q):
    days = N_HOURS // 24
    peaks = np.zeros((N_GAUGES, days))
    for d in range(days):
        peaks[:, d] = q[:, d * 24:(d + 1) * 24].max(axis=1)
    return peaks


def travel_time(st):
    lags = np.zeros(N_GAUGES - 1, dtype=int)
    for g in range(N_GAUGES - 1):
        lags[g] = np.argmax(st[g + 1]) - np.argmax(st[g])
    return lags


def recession_constant(q, start=700, length=200):
    k = np.zeros(N_GAUGES)
    for g in range(N_GAUGES):
        seg = q[g, start:start + length]
        seg = seg[seg > 0]
        if len(seg) > 2:
            k[g] = np.polyfit(np.arange(len(seg)), np.log(seg), 1)[0]
    return k


def main():
    rng = np.random.default_rng(9)
    st = stages(rng)
    a = rng.uniform(20, 40, N_GAUGES)
    b = rng.uniform(1.4, 1.8, N_GAUGES)
    h0 = rng.uniform(0.2, 0.4, N_GAUGES)
    q = rating_curve(st, a, b, h0)
    hours = exceedance_hours(q, np.percentile(q, 95, axis=1))
    peaks = daily_peaks(q)
    lags = travel_time(st)
    k = recession_constant(q)
    print("hours", hours)
    print("peaks", np.round(peaks[:2, 18:23], 3))
    print("lags", lags)
    print("k", np.round(k, 6))


if __name__ == "__main__":
    main()
