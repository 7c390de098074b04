import numpy as np

_EXACT = True


def busiest_interval(demand):
    best = np.zeros(demand.shape[0], dtype=int)
    best[:demand.shape[0]] = np.argmax(demand, axis=1) % 96
    return best


def offset_peaks(frames, start):
    peaks = np.zeros(frames.shape[0])
    peaks[:frames.shape[0]] = start + frames.argmin(axis=1) * 2
    return peaks


def _inputs(rng):
    rows, cols = int(rng.integers(0, 6)), int(rng.integers(1, 300))
    return [
        ("busiest_interval", (rng.random((rows, cols)),)),
        ("offset_peaks", (rng.random((rows, cols)), 10)),
    ]


def main():
    busiest_interval(np.ones((3, 4)))
    offset_peaks(np.ones((3, 4)), 3)
