import numpy as np


def depth_buffers(grid: np.ndarray):
    """order= that cannot change anything: the default C, or an array with a single axis."""
    n_samples = grid.shape[0]
    depths = np.zeros(n_samples)
    seq = np.empty(len(grid), dtype=np.int8)
    seq[:] = 1
    flat = np.ravel(grid)
    rows = grid.reshape(-1, 2)
    scratch = grid.copy()
    scratch[0, 0] = -1.0
    return depths, seq, flat, rows, scratch, grid


def _inputs(rng):
    return [("depth_buffers", (rng.normal(size=(4, 6)),))]
