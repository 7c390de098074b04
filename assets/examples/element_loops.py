"""Signal post-processing written element by element (a typical port from C)."""
import math

import numpy as np

N_SAMPLES = 1_000_000


def soft_threshold(signal, level):
    out = np.empty_like(signal)
    for i in range(len(signal)):
        if signal[i] > level:
            out[i] = signal[i] - level
        elif signal[i] < -level:
            out[i] = signal[i] + level
        else:
            out[i] = 0.0
    return out


def cumulative_energy(signal):
    energy = np.zeros_like(signal)
    energy[0] = signal[0] ** 2
    for i in range(1, len(signal)):
        energy[i] = energy[i - 1] + signal[i] ** 2
    return energy


gain = np.vectorize(lambda x: 20.0 * math.log10(x) if x > 0 else -120.0)


def spectrum_db(signal):
    mags = np.abs(np.fft.rfft(signal))
    return gain(mags)


def pairwise_distance(points):
    n = points.shape[0]
    dist = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            dist[i, j] = np.sqrt(np.sum((points[i] - points[j]) ** 2))
    return dist


def decimate(signal):
    return signal[::4]
