import numpy as np


def halves(counts, steps):
    total = np.zeros(len(counts))
    for _ in range(steps):
        # `counts * 2` of an integer array is an integer array: out= cannot hold the division.
        doubled = counts * 2
        doubled = doubled / 3
        total += doubled
    return total
