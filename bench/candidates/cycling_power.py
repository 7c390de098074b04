"""Cycling power meter: normalized power, zones, best efforts, W' balance."""
import numpy as np


def ride(n_sec, rng):
    base = 180 + 40 * np.sin(np.arange(n_sec) / 300.0)
    power = np.clip(base + rng.normal(0, 35, n_sec), 0, None)
    hr = 120 + 0.25 * power + rng.normal(0, 3, n_sec)
    cadence = np.where(power > 20, 85 + rng.normal(0, 5, n_sec), 0.0)
    return power, hr, cadence


def rolling_30s(power):
    n = len(power)
    out = np.zeros(n - 29)
    for i in range(n - 29):
        out[i] = power[i:i + 30].mean()
    return out


def normalized_power(power):
    r = rolling_30s(power)
    total = 0.0
    for v in r:
        total += v ** 4
    return (total / len(r)) ** 0.25


def zone_time(power, ftp):
    edges = np.array([0.55, 0.75, 0.9, 1.05, 1.2, 1.5]) * ftp
    zones = np.zeros(7)
    for p in power:
        z = 0
        while z < len(edges) and p >= edges[z]:
            z += 1
        zones[z] += 1
    return zones


def best_efforts(power, durations):
    best = np.zeros(len(durations))
    for k in range(len(durations)):
        d = durations[k]
        top = 0.0
        for i in range(len(power) - d + 1):
            m = power[i:i + d].mean()
            if m > top:
                top = m
        best[k] = top
    return best


def w_prime_balance(power, cp, w_prime):
    bal = np.zeros(len(power))
    bal[0] = w_prime
    for t in range(1, len(power)):
        if power[t] > cp:
            bal[t] = bal[t - 1] - (power[t] - cp)
        else:
            bal[t] = bal[t - 1] + (cp - power[t]) * (w_prime - bal[t - 1]) / w_prime
    return bal


def decoupling(power, hr):
    half = len(power) // 2
    ratio = np.zeros(2)
    for h in range(2):
        seg = slice(h * half, (h + 1) * half)
        ratio[h] = power[seg].mean() / hr[seg].mean()
    return (ratio[0] - ratio[1]) / ratio[0] * 100


def cadence_histogram(cadence, bins):
    counts = np.zeros(len(bins) - 1, dtype=int)
    for c in cadence:
        if c <= 0:
            continue
        for b in range(len(bins) - 1):
            if bins[b] <= c < bins[b + 1]:
                counts[b] += 1
                break
    return counts


def lap_summary(power, hr, lap_len):
    n_laps = len(power) // lap_len
    laps = np.zeros((n_laps, 3))
    for k in range(n_laps):
        p = power[k * lap_len:(k + 1) * lap_len]
        h = hr[k * lap_len:(k + 1) * lap_len]
        laps[k, 0] = p.mean()
        laps[k, 1] = p.max()
        laps[k, 2] = h.mean()
    return laps


def main():
    rng = np.random.default_rng(11)
    power, hr, cadence = ride(3600, rng)
    ftp = 230.0
    print("NP", round(normalized_power(power), 3))
    print("zones", zone_time(power, ftp))
    print("best", np.round(best_efforts(power, [5, 60, 300]), 3))
    bal = w_prime_balance(power, 240.0, 20000.0)
    print("wbal min", round(bal.min(), 3))
    print("decoupling", round(decoupling(power, hr), 4))
    print("cadence", cadence_histogram(cadence, np.arange(60, 115, 5)))
    print("laps", np.round(lap_summary(power, hr, 600), 3))


main()
