import numpy as np


def block_peaks(n):
    signal = np.sin(np.linspace(0.0, 40.0, n)) * np.linspace(1.0, 2.0, n)
    nblocks = len(signal) // 16
    peaks = np.zeros(nblocks)
    frames = signal[:nblocks * 16].reshape(nblocks, 16)
    peaks[:nblocks] = np.max(np.abs(frames), axis=1)
    return peaks


def block_medians(n):
    signal = np.cos(np.linspace(0.0, 9.0, n))
    count = signal.shape[0] // 5
    medians = np.empty(count)
    block = signal[:count * 5].reshape(count, 5)
    medians[:count] = np.median(block, axis=1) - np.min(block, axis=1)
    return medians


def _inputs(rng):
    return [(name, (n,)) for n in (0, 3, 16, 50, 161) for name in ("block_peaks", "block_medians")]
