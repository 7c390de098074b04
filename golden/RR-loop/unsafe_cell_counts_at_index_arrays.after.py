import numpy as np

_EXACT = True


def od_matrix(start, end, n_stations):
    od = np.zeros((n_stations, n_stations), dtype=int)
    cells = start * od.shape[1] + end[:len(start)]
    od += np.bincount(cells, minlength=od.size).reshape(od.shape)
    return od


def hourly_flow(start, end, hour, n_stations):
    net = np.zeros((n_stations, 24))
    cells = start * net.shape[1] + hour[:len(start)]
    net -= np.bincount(cells, minlength=net.size).reshape(net.shape)
    cells_2 = end[:len(start)] * net.shape[1] + hour[:len(start)]
    net += np.bincount(cells_2, minlength=net.size).reshape(net.shape)
    return net


def weighted_cells(rows, cols, w, nr, nc):
    grid = np.zeros((nr, nc))
    cells = rows[:len(w)] * grid.shape[1] + cols[:len(w)]
    grid += (
        np.bincount(cells[w > 0.2], weights=(w * 2.0)[w > 0.2], minlength=grid.size).reshape(
            grid.shape
        )
    )
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
