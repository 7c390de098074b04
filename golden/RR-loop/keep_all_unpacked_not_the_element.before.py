import numpy as np


def swapped(grid):
    rows, cols, _ = grid.shape
    out = np.zeros((rows, cols))
    for r in range(rows):
        for c in range(cols):
            a, b = grid[c, r]
            out[r, c] = a - b
    return out


def one_axis(grid):
    rows, cols, _ = grid.shape
    out = np.zeros((rows, cols))
    for r in range(rows):
        for c in range(cols):
            a, b = grid[r]
            out[r, c] = a[c] - b[c]
    return out


def offset(points):
    out = np.zeros(len(points) - 1)
    for i in range(len(points) - 1):
        x, y = points[i + 1]
        out[i] = x - y
    return out
