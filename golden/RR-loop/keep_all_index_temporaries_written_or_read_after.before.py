import numpy as np


def shuffle_down(n):
    vals = np.arange(n, dtype=float)
    for i in range(1, n):
        j = i - 1
        # Read at one index and written at another: a recurrence.
        vals[i] = vals[j] + vals[i]
    return vals


def last_neighbour(n):
    vals = np.linspace(0.0, 1.0, n)
    out = np.zeros(n)
    for i in range(n):
        k = (i + 1) % n
        out[i] = vals[k]
    # The temporary is read after the loop: it would be an array there.
    return out, k


def scatter(n, perm):
    vals = np.linspace(0.0, 1.0, n)
    out = np.zeros(n)
    for i in range(n):
        k = (i * 3) % n
        # A write through the temporary is a scatter, not offered.
        out[k] = vals[i]
    return out
