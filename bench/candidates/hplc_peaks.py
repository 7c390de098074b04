"""HPLC chromatograms: baseline correction, peak windows, areas, resolution between neighbours."""
import numpy as np


def rolling_min_baseline(signal, half):
    n = len(signal)
    base = np.zeros(n)
    for i in range(n):
        lo = max(0, i - half)
        hi = min(n, i + half + 1)
        base[i] = signal[lo:hi].min()
    return base


def detect_peaks(y, height):
    idx = []
    for i in range(1, len(y) - 1):
        if y[i] > height and y[i] > y[i - 1] and y[i] >= y[i + 1]:
            idx.append(i)
    return np.array(idx)


def peak_areas(t, y, peaks, width):
    areas = np.zeros(len(peaks))
    for k in range(len(peaks)):
        lo = peaks[k] - width
        hi = peaks[k] + width
        areas[k] = np.trapezoid(y[lo:hi], t[lo:hi])
    return areas


def half_widths(y, peaks, dt):
    w = np.zeros(len(peaks))
    for k, p in enumerate(peaks):
        half = y[p] / 2
        left = p
        while left > 0 and y[left] > half:
            left -= 1
        right = p
        while right < len(y) - 1 and y[right] > half:
            right += 1
        w[k] = (right - left) * dt
    return w


def resolution(rt, widths):
    res = np.zeros(len(rt) - 1)
    for k in range(len(rt) - 1):
        res[k] = 1.18 * (rt[k + 1] - rt[k]) / (widths[k] + widths[k + 1])
    return res


def normalise(runs):
    out = np.empty_like(runs)
    for r in range(runs.shape[0]):
        out[r] = runs[r] / runs[r].sum()
    return out


if __name__ == "__main__":
    rng = np.random.default_rng(8)
    t = np.linspace(0, 20, 4000)
    dt = t[1] - t[0]
    true_rt = np.array([3.1, 5.4, 5.9, 9.2, 14.7])
    heights = np.array([1.0, 0.6, 0.8, 0.3, 1.4])
    y = 0.05 + 0.01 * t + rng.normal(0, 0.005, len(t))
    for rt, h in zip(true_rt, heights):
        y += h * np.exp(-0.5 * ((t - rt) / 0.08) ** 2)
    corrected = y - rolling_min_baseline(y, 150)
    peaks = detect_peaks(corrected, 0.1)
    areas = peak_areas(t, corrected, peaks, 60)
    widths = half_widths(corrected, peaks, dt)
    print("rt", np.round(t[peaks], 2))
    print("areas", np.round(areas, 4))
    print("resolution", np.round(resolution(t[peaks], widths), 2))
    runs = np.abs(rng.normal(1, 0.2, (6, len(peaks)))) * areas
    print("normalised", np.round(normalise(runs)[0], 3))
