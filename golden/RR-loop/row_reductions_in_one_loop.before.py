import numpy as np


def range_ratio(n):
    # Each row's peak over its first-half peak, for rows of a 2-D array.
    grid = np.cos(np.linspace(0.0, 9.0, n * 12)).reshape(n, 12) + np.linspace(0.0, 1.0, 12)
    ratio = np.zeros(n)
    for r in range(n):
        ratio[r] = (grid[r].max() + 1.5) / (np.max(grid[r, :6]) + 2.0)
    return ratio


def rows_over(n, limit):
    d = np.sin(np.linspace(0.0, 7.0, n * 5)).reshape(n, 5) * 100.0
    far = 0
    for i in range(n):
        if d[i, 1:].min() > limit:
            far += 1
    return far


def _inputs(rng):
    cases = [("range_ratio", (n,)) for n in (0, 1, 7)]
    cases += [("rows_over", (n, lim)) for n in (0, 3, 40) for lim in (-50.0, 10.0)]
    return cases
