"""Occupational noise dosimetry: A-weighted levels per second, Leq per shift, dose and peak events."""
import numpy as np


def pressure_levels(n_workers, seconds, rng):
    base = rng.uniform(70, 88, n_workers)
    levels = np.zeros((n_workers, seconds))
    for w in range(n_workers):
        levels[w] = base[w] + 4 * np.sin(np.arange(seconds) / 600.0) + rng.normal(0, 2.5, seconds)
        bursts = rng.integers(0, seconds, 30)
        levels[w, bursts] += rng.uniform(10, 25, 30)
    return levels


def leq(levels):
    out = np.zeros(levels.shape[0])
    for w in range(levels.shape[0]):
        out[w] = 10 * np.log10(np.mean(10 ** (levels[w] / 10)))
    return out


def hourly_leq(levels, per_hour):
    n_hours = levels.shape[1] // per_hour
    out = np.zeros((levels.shape[0], n_hours))
    for w in range(levels.shape[0]):
        for h in range(n_hours):
            chunk = levels[w, h * per_hour:(h + 1) * per_hour]
            out[w, h] = 10 * np.log10(np.mean(10 ** (chunk / 10)))
    return out


def dose_percent(levels, criterion=85.0, exchange=3.0, hours=8.0):
    dose = np.zeros(levels.shape[0])
    for w in range(levels.shape[0]):
        allowed = hours / 2 ** ((levels[w] - criterion) / exchange)
        dose[w] = 100 * np.sum((1 / 3600.0) / allowed)
    return dose


def peak_counts(levels, limit=110.0):
    counts = np.zeros(levels.shape[0], dtype=int)
    for w in range(levels.shape[0]):
        for t in range(levels.shape[1]):
            if levels[w, t] > limit:
                counts[w] += 1
    return counts


def exceedance_fraction(levels, action=80.0):
    frac = []
    for w in range(levels.shape[0]):
        frac.append(np.count_nonzero(levels[w] > action) / levels.shape[1])
    return np.array(frac)


if __name__ == "__main__":
    rng = np.random.default_rng(17)
    lv = pressure_levels(60, 8 * 3600, rng)
    eq = leq(lv)
    hl = hourly_leq(lv, 3600)
    dose = dose_percent(lv)
    peaks = peak_counts(lv)
    ex = exceedance_fraction(lv)
    print(f"leq={eq.mean():.4f} hourly={hl.max():.4f} dose={dose.mean():.3f} peaks={peaks.sum()} ex={ex.mean():.5f}")
