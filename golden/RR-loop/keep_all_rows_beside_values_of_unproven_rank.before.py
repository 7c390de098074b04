import numpy as np


def scaled_by_a_grid(scans, tic, grid):
    # `grid` is 2-D: beside a row it broadcasts to a plane per item.
    out = np.zeros_like(scans)
    for s in range(scans.shape[0]):
        out[s] = scans[s] * tic[s] * grid
    return out


def through_a_temporary_of_unknown_rank(scans, tic, data):
    out = np.zeros_like(scans)
    for s in range(scans.shape[0]):
        r = data[s] * 2
        out[s] = r / tic[s]
    return out


def through_a_call_that_reduces(scans, tic):
    out = np.zeros_like(scans)
    for s in range(scans.shape[0]):
        out[s] = scans[s] / np.sum(tic[s])
    return out


def main():
    scans = np.ones((3, 4))
    tic = np.ones(3)
    scaled_by_a_grid(scans, tic, np.ones((4, 4)))
    through_a_temporary_of_unknown_rank(scans, tic, [np.ones(4)] * 3)
    through_a_call_that_reduces(scans, tic)
