import numpy as np


def per_column_peaks(n):
    rng = np.random.default_rng(7)
    cube = rng.normal(size=(4, n, 3))
    weights = np.linspace(0.5, 1.5, 3)
    peaks = np.zeros(n)
    for j in range(n):
        peaks[j] = np.max(cube[:, j] * weights)
    return peaks


def argmax_beside_a_row(x):
    w = np.linspace(0, 1, 5)
    best = np.zeros(len(x), dtype=int)
    for k in range(len(x)):
        best[k] = np.argmax(x[k] * w)
    return best
