import numpy as np


def worst_fit(n, k, seed):
    # Each point against the centre its label picks: the gathered rows stack like the points.
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 3))
    centers = rng.normal(size=(k, 3))
    labels = rng.integers(0, k, n)
    gaps = np.zeros(n)
    for i in range(n):
        gaps[i] = np.max(np.abs(X[i] - centers[labels[i]]))
    return gaps


def _inputs(rng):
    return [("worst_fit", (n, k, int(rng.integers(1000)))) for n, k in ((1, 1), (7, 3), (40, 5))]
