import numpy as np

_EXACT = True


def zone_map(x, y, values, nx, ny):
    grid = np.zeros((ny, nx))
    cx = np.minimum(((x - 60.0) / 60.0 * nx).astype(int), nx - 1)
    cy = np.minimum((y[:len(x)] / 80.0 * ny).astype(int), ny - 1)
    cells = cy * grid.shape[1] + cx
    grid += np.bincount(cells, weights=values[:len(x)], minlength=grid.size).reshape(
        grid.shape
    )
    return grid


def occupancy(px, py, cell, nx, ny):
    hits = np.zeros((ny, nx), dtype=np.int64)
    c = np.maximum((px / cell).astype(int), 0)
    r = np.maximum((py[:len(px)] / cell).astype(int), 0)
    cells = r * hits.shape[1] + c
    hits += np.bincount(cells, minlength=hits.size).reshape(hits.shape)
    return hits


def _inputs(rng):
    n = int(rng.integers(1, 400))
    return [
        ("zone_map", (rng.uniform(60, 120, n), rng.uniform(0, 80, n), rng.random(n), 6, 4)),
        ("occupancy", (rng.uniform(-1, 9.99, n), rng.uniform(0, 4.99, n), 1.0, 10, 5)),
    ]
