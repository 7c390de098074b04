import numpy as np

_EXACT = True


def standardize(x):
    x = np.asarray(x)
    return np.array([(row - row.mean()) / row.std() for row in x])


def shares(counts):
    counts = np.asarray(counts, dtype=float)
    result = []
    for row in counts:
        result.append(row / row.sum())
    return result


def _inputs(rng):
    return [
        ("standardize", (rng.normal(size=(6, 7)),)),
        ("shares", (rng.integers(1, 9, size=(4, 5)),)),
    ]
