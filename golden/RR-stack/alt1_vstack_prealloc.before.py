import numpy as np


def quote_table(strikes, spot):
    table = np.empty((0, 3))
    for k in strikes:
        intrinsic = max(spot - k, 0.0)
        table = np.vstack([table, [k, intrinsic, intrinsic / spot]])
    return table


def sweep(n, scale):
    grid = np.zeros((1, 2))
    for i in range(1, n + 1):
        grid = np.vstack([grid, np.array([i * scale, i * i * scale])])
    return grid


def _inputs(rng):
    return [
        ("quote_table", (list(rng.uniform(50.0, 150.0, 6)), 100.0)),
        ("quote_table", ([], 100.0)),
        ("sweep", (5, 0.5)),
        ("sweep", (0, 0.5)),
    ]
