import numpy as np


def block_maxima(n, seed, b):
    # Whole tiles (the counts are the extents floor-divided by the tile): one max over a view.
    field = np.random.default_rng(seed).normal(size=(n, n + 3))
    rows, cols = field.shape[0] // b, field.shape[1] // b
    peaks = np.zeros((rows, cols))
    peaks[:rows, :cols] = field[:rows * b, :cols * b].reshape(rows, b, cols, b).max(
        axis=(1, 3)
    )
    return peaks


def _inputs(rng):
    return [("block_maxima", (n, int(rng.integers(1000)), b)) for n, b in ((1, 1), (9, 2), (20, 4), (3, 5))]
