"""Structural fatigue: strain gauge history, peak-valley extraction, cycle ranges, Miner damage."""
import numpy as np


def strain_history(n, rng):
    t = np.arange(n) * 0.01
    s = 80 * np.sin(2 * np.pi * 0.7 * t) + 30 * np.sin(2 * np.pi * 3.1 * t) + rng.normal(0, 5, n)
    return t, s


def moving_average(x, w):
    out = np.empty(len(x) - w + 1)
    for i in range(len(out)):
        out[i] = np.sum(x[i:i + w]) / w
    return out


def turning_points(x):
    idx = [0]
    for i in range(1, len(x) - 1):
        if (x[i] - x[i - 1]) * (x[i + 1] - x[i]) < 0:
            idx.append(i)
    idx.append(len(x) - 1)
    return np.array(idx)


def half_cycle_ranges(peaks):
    ranges = np.zeros(len(peaks) - 1)
    means = np.zeros(len(peaks) - 1)
    for i in range(len(peaks) - 1):
        ranges[i] = abs(peaks[i + 1] - peaks[i])
        means[i] = 0.5 * (peaks[i + 1] + peaks[i])
    return ranges, means


def goodman(ranges, means, ultimate):
    corrected = np.zeros(len(ranges))
    for i in range(len(ranges)):
        amp = ranges[i] / 2
        corrected[i] = amp / (1 - means[i] / ultimate)
    return corrected


def miner(amplitudes, sn_a, sn_b):
    damage = 0.0
    for a in amplitudes:
        if a <= 0:
            continue
        n_fail = sn_a * a ** (-sn_b)
        damage += 0.5 / n_fail
    return damage


def range_histogram(ranges, edges):
    hist = np.zeros(len(edges) - 1)
    for r in ranges:
        k = np.searchsorted(edges, r, side="right") - 1
        if 0 <= k < len(hist):
            hist[k] += 0.5
    return hist


def rms_blocks(x, block):
    nb = len(x) // block
    rms = np.zeros(nb)
    for b in range(nb):
        seg = x[b * block:(b + 1) * block]
        rms[b] = np.sqrt(np.mean(seg ** 2))
    return rms


def exceedances(x, levels):
    counts = np.zeros(len(levels), dtype=int)
    for j in range(len(levels)):
        c = 0
        for i in range(1, len(x)):
            if x[i - 1] < levels[j] <= x[i]:
                c += 1
        counts[j] = c
    return counts


def main():
    rng = np.random.default_rng(8)
    t, s = strain_history(20000, rng)
    smooth = moving_average(s, 5)
    tp = turning_points(smooth)
    peaks = smooth[tp]
    ranges, means = half_cycle_ranges(peaks)
    amps = goodman(ranges, means, 900.0)
    print("cycles", len(ranges))
    print("damage", "%.6e" % miner(amps, 1e12, 3.0))
    print("hist", range_histogram(ranges, np.linspace(0, 250, 11)))
    print("rms", np.round(rms_blocks(s, 2000), 4))
    print("exceed", exceedances(smooth, np.array([-60.0, 0.0, 60.0, 100.0])))


main()
