import numpy as np

_EXACT = True

TARGET = np.array([1.45, 1.40, 1.00, 1.60])
INSIDE = 20.0


def temperature_index(n_frames, h, w):
    # A frame per iteration beside the outdoor temperature of that frame: the number gets
    # `None` axes for the frame's rows and columns.
    ir = np.arange(n_frames * h * w, dtype=float).reshape(n_frames, h, w) / 7.0
    t_out = np.linspace(-2.0, 6.0, n_frames)
    tau = np.zeros((n_frames, h, w))
    for f in range(n_frames):
        tau[f] = (ir[f] - t_out[f]) / (INSIDE - t_out[f])
    return tau


def zone_deviation(n_sheets, n_zones):
    # A row of zones per sheet and colour, minus the colour's target (indexed by the inner loop).
    dens = np.cos(np.arange(n_sheets * 4 * n_zones, dtype=float)).reshape(n_sheets, 4, n_zones)
    dev = np.zeros((n_sheets, 4, n_zones))
    for s in range(n_sheets):
        for c in range(4):
            dev[s, c] = dens[s, c] - TARGET[c]
    return dev


def per_row_values_at_a_fixed_column(n, m):
    # `table[s, 0]` is a number per row: its fixed column stays in the index.
    scans = np.arange(n * m, dtype=float).reshape(n, m)
    table = np.arange(n * 2, dtype=float).reshape(n, 2) + 1.0
    out = np.zeros((n, m))
    for s in range(n):
        out[s] = scans[s] * table[s, 0] - table[s, 1]
    return out


def _inputs(rng):
    return [("temperature_index", (3, 4, 5)), ("temperature_index", (0, 2, 2)),
            ("zone_deviation", (5, 6)),
            ("per_row_values_at_a_fixed_column", (4, 3))]
