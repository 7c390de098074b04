"""Exoplanet radial velocities: periodogram, phase binning, jitter, epoch stacking."""
import numpy as np


def observations(n_obs, rng):
    t = np.sort(rng.uniform(0, 400, n_obs))
    period = 13.7
    k = 12.0
    rv = k * np.sin(2 * np.pi * t / period + 0.4) + rng.normal(0, 3.0, n_obs)
    err = rng.uniform(1.5, 4.0, n_obs)
    return t, rv, err


def weighted_mean(rv, err):
    num = 0.0
    den = 0.0
    for i in range(len(rv)):
        w = 1.0 / err[i] ** 2
        num += w * rv[i]
        den += w
    return num / den


def periodogram(t, rv, periods):
    power = np.zeros(len(periods))
    y = rv - rv.mean()
    for k in range(len(periods)):
        w = 2 * np.pi / periods[k]
        c = np.cos(w * t)
        s = np.sin(w * t)
        power[k] = (np.dot(y, c) ** 2 / np.dot(c, c) + np.dot(y, s) ** 2 / np.dot(s, s)) / 2
    return power


def phase_bin(t, rv, period, n_bins):
    phase = (t / period) % 1.0
    sums = np.zeros(n_bins)
    counts = np.zeros(n_bins)
    for i in range(len(t)):
        b = int(phase[i] * n_bins)
        sums[b] += rv[i]
        counts[b] += 1
    return sums / np.maximum(counts, 1)


def residual_chi2(t, rv, err, period, amp, phi):
    chi2 = 0.0
    for i in range(len(t)):
        model = amp * np.sin(2 * np.pi * t[i] / period + phi)
        chi2 += ((rv[i] - model) / err[i]) ** 2
    return chi2


def nightly_stack(t, rv):
    nights = np.floor(t).astype(int)
    uniq = np.unique(nights)
    stacked = np.zeros(len(uniq))
    for j in range(len(uniq)):
        stacked[j] = rv[nights == uniq[j]].mean()
    return uniq, stacked


def grid_fit(t, rv, err, period):
    amps = np.linspace(5, 20, 31)
    phis = np.linspace(0, 2 * np.pi, 37)
    grid = np.zeros((len(amps), len(phis)))
    for a in range(len(amps)):
        for p in range(len(phis)):
            model = amps[a] * np.sin(2 * np.pi * t / period + phis[p])
            grid[a, p] = np.sum(((rv - model) / err) ** 2)
    return grid, amps, phis


def main():
    rng = np.random.default_rng(3)
    t, rv, err = observations(150, rng)
    print("wmean", round(weighted_mean(rv, err), 6))
    periods = np.linspace(5, 30, 400)
    power = periodogram(t, rv, periods)
    best = periods[np.argmax(power)]
    print("best period", round(best, 4))
    print("bins", np.round(phase_bin(t, rv, best, 10), 4))
    print("chi2", round(residual_chi2(t, rv, err, best, 12.0, 0.4), 4))
    nights, stacked = nightly_stack(t, rv)
    print("nights", len(nights), np.round(stacked[:4], 4))
    grid, amps, phis = grid_fit(t, rv, err, best)
    a, p = np.unravel_index(np.argmin(grid), grid.shape)
    print("fit", round(amps[a], 4), round(phis[p], 4), round(grid.min(), 3))


main()
