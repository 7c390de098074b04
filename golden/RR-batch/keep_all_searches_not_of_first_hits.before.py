import numpy as np


def threshold_rows_of_a_table(gain, table):
    onset = np.full(gain.shape[0], -1)
    for h in range(gain.shape[0]):
        for d in range(gain.shape[1]):
            if gain[h, d] > table[h]:
                onset[h] = d
                break
    return onset


def last_hit(sugar, dry):
    out = np.full(sugar.shape[0], -1)
    for k in range(sugar.shape[0]):
        below = np.nonzero(sugar[k] < dry)[0]
        if below.size:
            out[k] = below[-1]
    return out


def without_break(gain, thresh):
    onset = np.full(gain.shape[0], -1)
    for h in range(gain.shape[0]):
        for d in range(gain.shape[1]):
            if gain[h, d] > thresh:
                onset[h] = d
    return onset


def of_planes(cube, dry):
    out = np.full(cube.shape[0], -1)
    for k in range(cube.shape[0]):
        below = np.nonzero(cube[k] < dry)[0]
        if below.size:
            out[k] = below[0]
    return out


def index_read_after(sugar, dry):
    out = np.full(sugar.shape[0], -1)
    for k in range(sugar.shape[0]):
        below = np.nonzero(sugar[k] < dry)[0]
        if below.size:
            out[k] = below[0]
    return out, below


def main():
    x = np.ones((3, 4))
    threshold_rows_of_a_table(x, np.ones((3, 4)))
    last_hit(x, 2.0)
    without_break(x, 0.5)
    of_planes(np.ones((3, 4, 5)), 2.0)
    index_read_after(x, 2.0)
