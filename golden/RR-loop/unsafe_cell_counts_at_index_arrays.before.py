import numpy as np

_EXACT = True


def od_matrix(start, end, n_stations):
    od = np.zeros((n_stations, n_stations), dtype=int)
    for i in range(len(start)):
        od[start[i], end[i]] += 1
    return od


def hourly_flow(start, end, hour, n_stations):
    net = np.zeros((n_stations, 24))
    for i in range(len(start)):
        net[start[i], hour[i]] -= 1
        net[end[i], hour[i]] += 1
    return net


def weighted_cells(rows, cols, w, nr, nc):
    grid = np.zeros((nr, nc))
    for k in range(len(w)):
        if w[k] > 0.2:
            grid[rows[k], cols[k]] += w[k] * 2.0
    return grid


def _inputs(rng):
    n = int(rng.integers(0, 40))
    s, e = rng.integers(0, 5, n), rng.integers(0, 5, n)
    h = rng.integers(0, 24, n)
    return [
        ("od_matrix", (s, e, 5)),
        ("hourly_flow", (s, e, h, 5)),
        ("weighted_cells", (s, h, rng.random(n), 5, 24)),
    ]
