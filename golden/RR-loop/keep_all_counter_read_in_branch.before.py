import numpy as np


def first_quiet(n, threshold):
    db = np.linspace(-60.0, 0.0, n)
    rank = np.zeros(n)
    quiet = 0
    for k in range(n):
        # The count so far is stored: each element sees the ones before it.
        if db[k] < threshold:
            quiet += 1
            rank[k] = quiet
    return rank, quiet


def flagged(n, flag):
    x = np.linspace(0.0, 1.0, n)
    out = np.zeros(n)
    hits = 0
    for i in range(n):
        # The test is the same for every element: the count grows by n, not by one.
        if flag:
            out[i] = x[i]
            hits += 1
    return out, hits
