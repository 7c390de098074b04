import numpy as np


def column_totals(readings: np.ndarray):
    # Adding rows gives one total per column.
    total = 0.0
    if readings.shape[0] > 0:
        total += np.sum(readings ** 2, axis=0)
    return total


def weighted_profile():
    grid = np.linspace(0.0, 1.0, 24).reshape(6, 4)
    acc = 0.0
    if grid.shape[0] > 0:
        acc += np.sum(2.0 * grid, axis=0)
    return acc


def _inputs(rng):
    return [
        ("column_totals", (rng.standard_normal((9, 5)),)),
        ("column_totals", (rng.standard_normal(7),)),
        ("weighted_profile", ()),
    ]
