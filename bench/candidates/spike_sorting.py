"""Extracellular recording: threshold detection, waveform snippets, firing rates."""
import numpy as np


def bandlimited_noise(n, rng):
    x = rng.normal(0, 1, n)
    y = np.zeros(n)
    for i in range(1, n):
        y[i] = 0.7 * y[i - 1] + x[i]
    return y


def insert_spikes(x, times, shape):
    x = x.copy()
    for t in times:
        x[t:t + len(shape)] += shape
    return x


def detect(x, k=4.5, dead=30):
    sigma = np.median(np.abs(x)) / 0.6745
    thr = -k * sigma
    found = []
    last = -dead
    for i in range(1, len(x)):
        if x[i] < thr and x[i - 1] >= thr and i - last > dead:
            found.append(i)
            last = i
    return np.array(found), thr


def snippets(x, times, before=10, after=22):
    waves = []
    for t in times:
        if t - before >= 0 and t + after <= len(x):
            waves.append(x[t - before:t + after])
    return np.array(waves)


def firing_rate(times, n_samples, fs, bin_s):
    width = int(bin_s * fs)
    n_bins = n_samples // width
    rate = np.zeros(n_bins)
    for t in times:
        b = t // width
        if b < n_bins:
            rate[b] += 1
    return rate / bin_s


def peak_to_trough(waves):
    ptt = np.zeros(len(waves))
    for k in range(len(waves)):
        ptt[k] = waves[k].max() - waves[k].min()
    return ptt


if __name__ == "__main__":
    rng = np.random.default_rng(9)
    fs = 20000.0
    x = bandlimited_noise(200000, rng)
    shape = -12 * np.exp(-((np.arange(32) - 10) / 3.0) ** 2) + 4 * np.exp(-((np.arange(32) - 18) / 5.0) ** 2)
    true_times = np.sort(rng.choice(np.arange(100, 199000), 120, replace=False))
    x = insert_spikes(x, true_times, shape)
    found, thr = detect(x)
    print("threshold %.3f, detected %d" % (thr, len(found)))
    waves = snippets(x, found)
    print("snippets", waves.shape, "mean ptt %.3f" % peak_to_trough(waves).mean())
    print("rates", firing_rate(found, len(x), fs, 1.0))
