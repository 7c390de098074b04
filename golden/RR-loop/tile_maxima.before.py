import numpy as np


def block_maxima(n, seed, b):
    # Whole tiles (the counts are the extents floor-divided by the tile): one max over a view.
    field = np.random.default_rng(seed).normal(size=(n, n + 3))
    rows, cols = field.shape[0] // b, field.shape[1] // b
    peaks = np.zeros((rows, cols))
    for r in range(rows):
        for c in range(cols):
            peaks[r, c] = field[r * b:(r + 1) * b, c * b:(c + 1) * b].max()
    return peaks


def _inputs(rng):
    return [("block_maxima", (n, int(rng.integers(1000)), b)) for n, b in ((1, 1), (9, 2), (20, 4), (3, 5))]
