import numpy as np


def regularize(x, alpha):
    gram = np.dot(x.T, x)
    n = gram.shape[0]
    # ridge: lift the diagonal
    gram.flat[:: n + 1] = gram.flat[:: n + 1] + alpha
    return gram


def stamp(shape, value):
    grid = np.zeros(shape)
    np.put(grid, 0, 3.0)
    np.put(grid, -1, -1.5)
    np.put(grid, [1, 3], 2.5)
    np.put(grid, np.arange(2, grid.size, 3), 7.0)
    np.put(grid, np.arange(0, grid.size, 4), (4.0, 9.0, 1.0))  # a tuple repeated over the selection
    return grid


def clear(frame):
    out = np.array(frame, dtype=np.float32)
    np.put(out, np.arange(out.size), 0)
    return out


def _inputs(rng):
    return [
        ("regularize", (rng.normal(size=(6, 4)), 0.5)),
        ("stamp", ((4, 5), 3.0)),
        ("clear", (rng.normal(size=(3, 3)),)),
    ]
