import numpy as np

_EXACT = True


def peak_wait(history, rate):
    waits = np.zeros(history.shape[0])
    waits[:history.shape[0]] = (
        history.max(axis=tuple(range(1, history.ndim))) / rate[:history.shape[0]]
    )
    return waits


def phase_peaks(signals, offsets, n):
    peaks = np.zeros(n)
    peaks[:n] = (
        np.max(np.cos(2 * np.pi * signals[:n]), axis=tuple(range(1, signals.ndim)))
        + offsets[:n]
    )
    return peaks


def _inputs(rng):
    history = rng.integers(0, 9, (12, 30)).astype(np.float64)
    return [
        ("peak_wait", (history, rng.uniform(0.2, 0.5, 12))),
        ("phase_peaks", (rng.standard_normal((7, 11)), rng.standard_normal(9), 7)),
    ]
