import numpy as np


def weighted_into_ints(idx, w, bins):
    # Float weights added into an integer array: `+=` of the float sums would raise.
    tally = np.zeros(bins, dtype=np.int64)
    for i in range(len(idx)):
        tally[idx[i]] += w[i]
    return tally


def half_votes(idx, bins):
    # A float literal added into an integer array: the loop truncates each store, `+=` of the
    # float sums would raise.
    votes = np.zeros(bins, dtype=np.int64)
    for i in range(len(idx)):
        votes[idx[i]] += 0.5
    return votes


def rows(idx, w, bins):
    # A 2-D target: each index picks a row, the sum per index would have the wrong shape.
    grid = np.zeros((bins, 3))
    for i in range(len(idx)):
        grid[idx[i]] += w[i]
    return grid


def self_weighted(idx, bins):
    # The weights read the target the loop writes.
    acc = np.ones(bins)
    for i in range(bins):
        acc[idx[i]] += acc[i]
    return acc


def index_read_after(x, nbins):
    hits = np.zeros(nbins)
    for i in range(len(x)):
        k = int(x[i] * nbins)
        hits[k] += 1.0
    return hits, k


def index_of_an_invariant(x, where, nbins):
    hits = np.zeros(nbins)
    for i in range(len(x)):
        k = int(where * nbins)
        hits[k] += x[i]
    return hits


def rounded_index(x, nbins):
    hits = np.zeros(nbins)
    for i in range(len(x)):
        k = round(x[i] * nbins)
        hits[k] += 1.0
    return hits
