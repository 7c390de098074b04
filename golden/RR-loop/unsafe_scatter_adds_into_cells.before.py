import numpy as np

_EXACT = True


def zone_map(x, y, values, nx, ny):
    grid = np.zeros((ny, nx))
    for i in range(len(x)):
        cx = min(int((x[i] - 60.0) / 60.0 * nx), nx - 1)
        cy = min(int(y[i] / 80.0 * ny), ny - 1)
        grid[cy, cx] += values[i]
    return grid


def occupancy(px, py, cell, nx, ny):
    hits = np.zeros((ny, nx), dtype=np.int64)
    for k in range(len(px)):
        c = max(int(px[k] / cell), 0)
        r = max(int(py[k] / cell), 0)
        hits[r, c] += 1
    return hits


def _inputs(rng):
    n = int(rng.integers(1, 400))
    return [
        ("zone_map", (rng.uniform(60, 120, n), rng.uniform(0, 80, n), rng.random(n), 6, 4)),
        ("occupancy", (rng.uniform(-1, 9.99, n), rng.uniform(0, 4.99, n), 1.0, 10, 5)),
    ]
