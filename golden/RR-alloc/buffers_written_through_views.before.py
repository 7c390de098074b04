import numpy as np


def row_heads(n):
    totals = []
    for k in range(n):
        grid = np.zeros((3, 4))
        for row in grid:
            row[0] += k + 1.0
        totals.append(grid.sum())
    return totals


def flat_counts(n):
    totals = []
    for k in range(n):
        counts = np.zeros((3, 3))
        counts.flat[k % 9] += 1
        totals.append(counts.sum())
    return totals


def transposed_diagonals(n):
    traces = []
    for k in range(n):
        m = np.zeros((3, 3))
        np.fill_diagonal(m.T[:2], k)
        m[2, 0] += 1.0
        traces.append(m.sum())
    return traces


def _inputs(rng):
    return [("row_heads", (3,)), ("flat_counts", (4,)), ("transposed_diagonals", (3,))]
