import numpy as np


def quote_table(strikes, spot):
    table = np.empty((0, 3))
    table_full = np.empty(
        (len(table) + len(strikes), *table.shape[1:]), dtype=table.dtype
    )
    table_full[:len(table)] = table
    table_row = len(table)
    for k in strikes:
        intrinsic = max(spot - k, 0.0)
        table_full[table_row] = [k, intrinsic, intrinsic / spot]
        table_row += 1
    table = table_full
    return table


def sweep(n, scale):
    grid = np.zeros((1, 2))
    grid_full = np.empty(
        (len(grid) + len(range(1, n + 1)), *grid.shape[1:]), dtype=grid.dtype
    )
    grid_full[:len(grid)] = grid
    grid_row = len(grid)
    for i in range(1, n + 1):
        grid_full[grid_row] = np.array([i * scale, i * i * scale])
        grid_row += 1
    grid = grid_full
    return grid


def _inputs(rng):
    return [
        ("quote_table", (list(rng.uniform(50.0, 150.0, 6)), 100.0)),
        ("quote_table", ([], 100.0)),
        ("sweep", (5, 0.5)),
        ("sweep", (0, 0.5)),
    ]
