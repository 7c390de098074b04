import numpy as np


def halve(n, steps):
    # Not offered: an int array would receive a float result through out=.
    x = np.zeros(n, dtype=int)
    for t in range(steps):
        x = x / 2
    return x
