"""Dendrochronology: detrend ring widths, build a chronology, cross-date samples."""
import numpy as np


def synth_cores(n_cores, n_years, rng):
    climate = rng.standard_normal(n_years)
    widths = np.zeros((n_cores, n_years))
    starts = rng.integers(0, n_years // 3, n_cores)
    for c in range(n_cores):
        age = np.arange(n_years) - starts[c]
        trend = 2.0 * np.exp(-np.maximum(age, 0) / 80.0) + 0.5
        widths[c] = trend * np.exp(0.25 * climate + 0.1 * rng.standard_normal(n_years))
        widths[c, :starts[c]] = np.nan
    return widths, climate


def detrend(widths):
    idx = np.zeros_like(widths)
    for c in range(widths.shape[0]):
        ok = ~np.isnan(widths[c])
        x = np.arange(widths.shape[1])[ok]
        coef = np.polyfit(x, np.log(widths[c, ok]), 2)
        fit = np.exp(np.polyval(coef, np.arange(widths.shape[1])))
        idx[c] = widths[c] / fit
    return idx


def chronology(idx):
    chron = np.zeros(idx.shape[1])
    depth = np.zeros(idx.shape[1], dtype=int)
    for y in range(idx.shape[1]):
        vals = idx[:, y]
        vals = vals[~np.isnan(vals)]
        depth[y] = len(vals)
        chron[y] = np.mean(vals) if len(vals) else np.nan
    return chron, depth


def rbar(idx, min_overlap=30):
    rs = []
    for a in range(idx.shape[0]):
        for b in range(a + 1, idx.shape[0]):
            ok = ~np.isnan(idx[a]) & ~np.isnan(idx[b])
            if np.sum(ok) >= min_overlap:
                rs.append(np.corrcoef(idx[a, ok], idx[b, ok])[0, 1])
    return np.mean(rs)


def crossdate(sample, chron, max_shift):
    best, best_r = 0, -2.0
    n = len(sample)
    for s in range(-max_shift, max_shift + 1):
        lo = max(0, s)
        hi = min(len(chron), n + s)
        seg = chron[lo:hi]
        smp = sample[lo - s:hi - s]
        r = np.corrcoef(seg, smp)[0, 1]
        if r > best_r:
            best, best_r = s, r
    return best, best_r


if __name__ == "__main__":
    rng = np.random.default_rng(17)
    widths, climate = synth_cores(24, 300, rng)
    idx = detrend(widths)
    chron, depth = chronology(idx)
    print(f"rbar={rbar(idx):.5f} depth min={depth.min()} chron sd={np.nanstd(chron):.5f}")
    floating = idx[5, 150:260].copy()
    shift, r = crossdate(floating, chron[150:260], 10)
    print("shift", shift, "r", round(float(r), 5))
    print("clim corr", round(float(np.corrcoef(chron[100:], climate[100:])[0, 1]), 5))
