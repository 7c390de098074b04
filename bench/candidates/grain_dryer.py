"""Grain dryer: moisture per bin layer over time, drying rates, energy use and over-dried layers."""
import numpy as np


def simulate(n_bins, n_layers, n_hours, rng, k=0.045):
    moist = np.zeros((n_bins, n_layers, n_hours))
    moist[:, :, 0] = rng.uniform(18, 24, (n_bins, n_layers))
    air = rng.uniform(35, 55, (n_bins, n_hours))
    for b in range(n_bins):
        for h in range(1, n_hours):
            for l in range(n_layers):
                eq = 12.0 - 0.05 * (air[b, h] - 40)
                rate = k * (1 - l / n_layers * 0.6)
                moist[b, l, h] = eq + (moist[b, l, h - 1] - eq) * np.exp(-rate)
    return moist, air


def final_moisture(moist):
    out = np.zeros((moist.shape[0], moist.shape[1]))
    for b in range(moist.shape[0]):
        for l in range(moist.shape[1]):
            out[b, l] = moist[b, l, -1]
    return out


def overdried(moist, floor=13.0):
    hours = np.zeros((moist.shape[0], moist.shape[1]), dtype=int)
    for b in range(moist.shape[0]):
        for l in range(moist.shape[1]):
            for h in range(moist.shape[2]):
                if moist[b, l, h] < floor:
                    hours[b, l] += 1
    return hours


def energy(air, flow=2.5, ambient=15.0):
    kwh = np.zeros(air.shape[0])
    for b in range(air.shape[0]):
        total = 0.0
        for h in range(air.shape[1]):
            total += flow * 1.005 * (air[b, h] - ambient) / 3600 * 3600
        kwh[b] = total
    return kwh


def spread(moist):
    s = np.zeros((moist.shape[0], moist.shape[2]))
    for b in range(moist.shape[0]):
        for h in range(moist.shape[2]):
            s[b, h] = np.max(moist[b, :, h]) - np.min(moist[b, :, h])
    return s


if __name__ == "__main__":
    rng = np.random.default_rng(86)
    m, a = simulate(12, 10, 72, rng)
    fm = final_moisture(m)
    od = overdried(m)
    en = energy(a)
    sp = spread(m)
    print(f"final={fm.mean():.6f} over={od.sum()} energy={en.sum():.4f} spread={sp.mean():.6f}")
