import numpy as np


def overlapping_count_not_proven(x, size, hop):
    # One frame too many: the last slice runs past the end and is shorter in the loop.
    count = (len(x) - size) // hop + 2
    energy = np.zeros(count)
    for f in range(count):
        energy[f] = np.max(x[f * hop : f * hop + size])
    return energy


def overlapping_width_not_the_counted_one(x, size, hop):
    count = (len(x) - size) // hop + 1
    energy = np.zeros(count)
    for f in range(count):
        energy[f] = np.max(x[f * hop : f * hop + size + 1])
    return energy


def other_size(x):
    n = len(x) // 10
    peaks = np.zeros(n)
    for f in range(n):
        peaks[f] = np.max(x[f * 8 : (f + 1) * 8])
    return peaks


def two_arrays(x, y):
    n = len(x) // 8
    peaks = np.zeros(n)
    for f in range(n):
        peaks[f] = np.max(x[f * 8 : (f + 1) * 8] - y[f * 8 : (f + 1) * 8])
    return peaks


def count_rebound(x):
    n = len(x) // 8
    n = n + 1
    peaks = np.zeros(n)
    for f in range(n):
        peaks[f] = np.max(x[f * 8 : (f + 1) * 8])
    return peaks
