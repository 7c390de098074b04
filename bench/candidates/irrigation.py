"""Daily soil water balance for a set of fields, with irrigation triggered by depletion."""
import numpy as np


def reference_et(tmax, tmin, ra):
    tmean = (tmax + tmin) / 2.0
    return 0.0023 * ra * (tmean + 17.8) * np.sqrt(np.maximum(tmax - tmin, 0.0))


def crop_coefficient(day, stages):
    kc = np.zeros(len(day))
    for i in range(len(day)):
        d = day[i]
        if d < stages[0]:
            kc[i] = 0.3
        elif d < stages[1]:
            kc[i] = 0.3 + 0.85 * (d - stages[0]) / (stages[1] - stages[0])
        else:
            kc[i] = 1.15
    return kc


def water_balance(rain, et0, kc, taw, raw_fraction, capacity):
    n_days, n_fields = rain.shape
    depletion = np.zeros(n_fields)
    applied = np.zeros((n_days, n_fields))
    for d in range(n_days):
        etc = kc[d] * et0[d]
        depletion = depletion - rain[d] + etc
        depletion = np.clip(depletion, 0.0, taw)
        for f in range(n_fields):
            if depletion[f] > raw_fraction * taw[f]:
                amount = min(depletion[f], capacity)
                applied[d, f] = amount
                depletion[f] -= amount
    return applied


def seasonal_totals(applied):
    totals = []
    for f in range(applied.shape[1]):
        totals.append(applied[:, f].sum())
    return np.array(totals)


def irrigation_events(applied):
    counts = np.zeros(applied.shape[1], dtype=int)
    for d in range(applied.shape[0]):
        for f in range(applied.shape[1]):
            if applied[d, f] > 0:
                counts[f] += 1
    return counts


if __name__ == "__main__":
    rng = np.random.default_rng(5)
    n_days, n_fields = 150, 8
    day = np.arange(n_days)
    tmax = 28 + 6 * np.sin(day / 30.0) + rng.normal(0, 1.5, n_days)
    tmin = tmax - 12 + rng.normal(0, 1.0, n_days)
    et0 = reference_et(tmax, tmin, 15.0)
    rain = rng.gamma(0.3, 8.0, (n_days, n_fields)) * (rng.random((n_days, n_fields)) < 0.2)
    kc = crop_coefficient(day, (30, 75))
    taw = rng.uniform(60.0, 140.0, n_fields)
    applied = water_balance(rain, et0, kc, taw, 0.5, 35.0)
    print("seasonal irrigation (mm)", np.round(seasonal_totals(applied), 1))
    print("events", irrigation_events(applied))
