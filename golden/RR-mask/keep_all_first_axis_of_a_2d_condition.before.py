import numpy as np


def hot_rows_total(n):
    img = np.random.default_rng(0).random((n, n))
    hot = np.where(img > 0.5)[0]
    return img[hot].sum()


def first_axis_inline(n):
    grid = np.arange(n * n, dtype=float).reshape(n, n)
    return grid[np.nonzero(grid > 3.0)[0]].shape


def _inputs(rng):
    return []
