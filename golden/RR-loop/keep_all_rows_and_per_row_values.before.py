import numpy as np


def calibrate(raw, offsets, gains):
    # raw is 2-D (raw.shape[1] below); offsets[c] and gains[c] are one value per row. Sliced
    # whole, the 1-D offsets would run along each row instead.
    out = np.empty(raw.shape)
    for c in range(raw.shape[0]):
        out[c] = (raw[c] - offsets[c]) * gains[c]
    return out, raw.shape[1]


def fill_rows(table, levels):
    out = np.zeros_like(table)
    for r in range(len(levels)):
        out[r] = levels[r]
    return out + table[:, 0:1]


def integrate_coefficients(c, n):
    # Written for the trailing axes of an n-D `c` (`c.shape[1:]`): `np.arange(1, n)` would run
    # along the last axis of `c[1:n]`, not along its rows.
    tmp = np.empty((n + 1,) + c.shape[1:], dtype=c.dtype)
    tmp[0] = c[0] * 0
    for j in range(1, n):
        tmp[j + 1] = c[j] / (j + 1)
    return tmp
