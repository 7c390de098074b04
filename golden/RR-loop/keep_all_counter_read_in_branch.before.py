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
