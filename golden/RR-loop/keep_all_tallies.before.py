import numpy as np


def row_hits(idx, bins):
    # A 2-D counts array: each value picks a row.
    grid = np.zeros((bins, 3))
    for v in idx.ravel():
        grid[v] += 1
    return grid


def tenth_votes(labels, bins):
    # A float added into integers: the loop truncates each store.
    votes = np.zeros(bins, dtype=np.int64)
    for v in labels.ravel():
        votes[v] += 0.5
    return votes


def self_count(bins):
    # The loop walks the array it counts into.
    counts = np.zeros(bins, dtype=np.int64)
    for v in counts.ravel():
        counts[v] += 1
    return counts


def last_value(x, bins):
    # The loop variable is read after the loop.
    counts = np.zeros(bins)
    for v in x.ravel():
        counts[v] += 1
    return counts, v
