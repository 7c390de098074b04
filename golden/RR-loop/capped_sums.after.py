import numpy as np


def capped_energy(n, cap):
    x = np.linspace(-3.0, 3.0, n)
    e = np.zeros(n)
    e[np.arange(0, len(e), 7)] = np.nan
    e[3:4] = -0.0
    clipped = 0.0
    floor = 0.0
    negatives = 0
    ramp = np.empty(n)
    clipped += np.sum(np.minimum(x[:n] * x[:n], 4.0))
    floor += np.sum(np.fmax(e[:n], 1.0))
    ramp[:n] = np.maximum(0.0, e[:n] - x[:n])
    negatives += np.count_nonzero(x[:n] < 0)
    floor -= np.sum(np.where(e[:n] > 0.5, x[:n] * 0.5, 0))
    return clipped, floor, negatives, ramp


def _inputs(rng):
    return [("capped_energy", (n, 2.0)) for n in (0, 1, 50, 301)]
