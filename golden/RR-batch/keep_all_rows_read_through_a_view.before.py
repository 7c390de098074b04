import numpy as np


def detrend_against_columns(n, seed):
    # `cols[i]` is column i of `grid`: rows rewritten before it change what it reads.
    grid = np.random.default_rng(seed).random(size=(n, n))
    cols = grid.T
    for i in range(n):
        grid[i] = grid[i] - cols[i].mean()
    return grid


def smoothed_rows(n, seed):
    # Each row reads the row before it, already rewritten.
    grid = np.random.default_rng(seed).random(size=(n, n))
    for i in range(1, n):
        grid[i] = grid[i] - grid[i - 1].mean()
    return grid
