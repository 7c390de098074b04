import numpy as np


def block_peaks(n):
    signal = np.sin(np.linspace(0.0, 40.0, n)) * np.linspace(1.0, 2.0, n)
    nblocks = len(signal) // 16
    peaks = np.zeros(nblocks)
    for b in range(nblocks):
        peaks[b] = np.max(np.abs(signal[b * 16 : (b + 1) * 16]))
    return peaks


def block_medians(n):
    signal = np.cos(np.linspace(0.0, 9.0, n))
    count = signal.shape[0] // 5
    medians = np.empty(count)
    for b in range(count):
        block = signal[5 * b : 5 * b + 5]
        medians[b] = np.median(block) - np.min(block)
    return medians


def _inputs(rng):
    return [(name, (n,)) for n in (0, 3, 16, 50, 161) for name in ("block_peaks", "block_medians")]
