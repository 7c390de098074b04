import numpy as np


def daily_gain(n_hives, n_days, per_day):
    w = np.cos(np.arange(n_hives * n_days * per_day).reshape(n_hives, n_days * per_day) * 0.3)
    gain = np.zeros((n_hives, n_days))
    for h in range(n_hives):
        for d in range(n_days):
            gain[h, d] = w[h, (d + 1) * per_day - 1] - w[h, d * per_day]
    return gain


def every_other_row(n_cols):
    w = np.arange(7.0 * n_cols).reshape(7, n_cols)
    out = np.zeros((3, n_cols))
    for r in range(3):
        for c in range(n_cols):
            out[r, c] = w[r * 2, c] * 2.0
    return out


def _inputs(rng):
    return [
        ("daily_gain", (int(rng.integers(1, 5)), int(rng.integers(1, 6)), int(rng.integers(1, 5)))),
        ("every_other_row", (int(rng.integers(1, 6)),)),
    ]
