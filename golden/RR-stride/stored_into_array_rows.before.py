import numpy as np


def record_receivers(steps, width):
    field = np.zeros((4, width))
    traces = np.zeros((steps, (width + 9) // 10))
    for n in range(steps):
        field[1:, :] += 0.5 * field[:-1, :] + n
        traces[n] = field[2, ::10]
    return traces


def _inputs(rng):
    return [("record_receivers", (5, 37))]
