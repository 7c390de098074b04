"""Wrist accelerometer gait analysis: magnitude, smoothing, step peaks, cadence per minute."""
import numpy as np

FS = 50.0


def magnitude(acc):
    mag = np.zeros(acc.shape[0])
    for i in range(acc.shape[0]):
        mag[i] = np.sqrt(acc[i, 0] ** 2 + acc[i, 1] ** 2 + acc[i, 2] ** 2)
    return mag


def moving_average(x, w):
    out = np.zeros(len(x) - w + 1)
    for i in range(len(out)):
        out[i] = np.mean(x[i:i + w])
    return out


def find_peaks(x, threshold, min_gap):
    peaks = []
    last = -min_gap
    for i in range(1, len(x) - 1):
        if x[i] > threshold and x[i] >= x[i - 1] and x[i] > x[i + 1]:
            if i - last >= min_gap:
                peaks.append(i)
                last = i
    return np.array(peaks, dtype=int)


def stride_times(peaks):
    times = np.zeros(len(peaks) - 1)
    for k in range(len(peaks) - 1):
        times[k] = (peaks[k + 1] - peaks[k]) / FS
    return times


def cadence_per_minute(peaks, n_samples):
    minutes = int(n_samples / FS // 60)
    cad = np.zeros(minutes)
    for m in range(minutes):
        lo = m * 60 * FS
        hi = (m + 1) * 60 * FS
        cad[m] = np.sum((peaks >= lo) & (peaks < hi))
    return cad


def variability(times):
    cv = []
    for start in range(0, len(times) - 20, 20):
        seg = times[start:start + 20]
        cv.append(np.std(seg) / np.mean(seg))
    return np.array(cv)


if __name__ == "__main__":
    rng = np.random.default_rng(11)
    n = int(FS * 60 * 10)
    t = np.arange(n) / FS
    step_hz = 1.8 + 0.1 * np.sin(2 * np.pi * t / 300)
    phase = 2 * np.pi * np.cumsum(step_hz) / FS
    acc = np.stack([
        0.3 * np.sin(phase) + rng.normal(0, 0.05, n),
        0.2 * np.cos(phase) + rng.normal(0, 0.05, n),
        1.0 + 0.6 * np.maximum(np.sin(phase), 0) ** 3 + rng.normal(0, 0.05, n),
    ], axis=1)
    mag = magnitude(acc)
    smooth = moving_average(mag, 5)
    peaks = find_peaks(smooth, 1.2, int(0.3 * FS))
    times = stride_times(peaks)
    print("steps", len(peaks), "mean stride %.3f s" % times.mean())
    print("cadence", cadence_per_minute(peaks, n))
    print("cv", np.round(variability(times), 4)[:5])
