import numpy as np

_EXACT = True


def peak_wait(history, rate):
    waits = np.zeros(history.shape[0])
    for q in range(history.shape[0]):
        waits[q] = history[q].max() / rate[q]
    return waits


def phase_peaks(signals, offsets, n):
    peaks = np.zeros(n)
    for s in range(n):
        peaks[s] = np.max(np.cos(2 * np.pi * signals[s])) + offsets[s]
    return peaks


def _inputs(rng):
    history = rng.integers(0, 9, (12, 30)).astype(np.float64)
    return [
        ("peak_wait", (history, rng.uniform(0.2, 0.5, 12))),
        ("phase_peaks", (rng.standard_normal((7, 11)), rng.standard_normal(9), 7)),
    ]
