import numpy as np


def snapshots(steps, width):
    field = np.zeros((4, width))
    kept = [None] * steps
    for n in range(steps):
        field[1:, :] += 0.5 * field[:-1, :] + n
        kept[n] = field[2, np.arange(0, field.shape[1], 10)]
    return kept


def _inputs(rng):
    return [("snapshots", (5, 37))]
