"""Sensor-array QC: per-channel statistics, dead-channel flags, and normalization."""
import numpy as np

CHANNELS, SAMPLES = 64, 4096


def channel_rms(data):
    rms = np.zeros(data.shape[0])
    for c in range(data.shape[0]):
        rms[c] = np.sqrt(np.mean(data[c] ** 2))
    return rms


def dead_channels(data, floor):
    flags = []
    for trace in data:
        flags.append(np.max(np.abs(trace)) < floor)
    return np.array(flags)


def normalized(data):
    return np.array([(ch - ch.mean()) / ch.max() for ch in data])


def per_sample_peak(data):
    peaks = np.zeros(data.shape[1])
    for t in range(data.shape[1]):
        peaks[t] = np.max(data[:, t])
    return peaks


def main(seed=11):
    rng = np.random.default_rng(seed)
    data = rng.normal(size=(CHANNELS, SAMPLES))
    data[5] *= 1e-6
    rms = channel_rms(data)
    dead = dead_channels(data, 1e-3)
    norm = normalized(data)
    peaks = per_sample_peak(data)
    print(round(float(rms.sum()), 9), int(dead.sum()), round(float(norm.std()), 9), round(float(peaks.mean()), 9))


if __name__ == "__main__":
    main()
