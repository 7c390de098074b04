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
