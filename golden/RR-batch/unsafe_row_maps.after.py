import numpy as np

_EXACT = True


def standardize(x):
    x = np.asarray(x)
    return (x - x.mean(axis=tuple(range(1, x.ndim)), keepdims=True)) / x.std(
        axis=tuple(range(1, x.ndim)), keepdims=True
    )


def shares(counts):
    counts = np.asarray(counts, dtype=float)
    result = []
    result.extend(counts / counts.sum(axis=tuple(range(1, counts.ndim)), keepdims=True))
    return result


def _inputs(rng):
    return [
        ("standardize", (rng.normal(size=(6, 7)),)),
        ("shares", (rng.integers(1, 9, size=(4, 5)),)),
    ]
