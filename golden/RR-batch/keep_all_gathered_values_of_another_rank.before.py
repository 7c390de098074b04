import numpy as np


def peak_above_offset(n, k, seed):
    # `offsets[labels[i]]` is one number per point: stacked, (n,) would not line up with (n, 3).
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 3))
    offsets = rng.normal(size=k)
    labels = rng.integers(0, k, n)
    peaks = np.zeros(n)
    for i in range(n):
        peaks[i] = np.max(X[i] - offsets[labels[i]])
    return peaks
