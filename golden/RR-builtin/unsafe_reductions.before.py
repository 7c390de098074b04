import numpy as np


def summary(a: np.ndarray):
    # Unsafe: NumPy scalars and arrays instead of Python numbers and lists.
    return sum(a), max(a), min(a), any(a > 0), sorted(a)


def ranked(a: np.ndarray):
    # Iterated once: the sorted array stands for the sorted list.
    return [v * 2 for v in sorted(a)]


def value_at_risk(pnl: np.ndarray, alpha):
    # Kept, but only counted and indexed by one element: an array does both as the list did.
    losses = sorted(-pnl)
    k = int(np.ceil(alpha * len(losses))) - 1
    return losses[k]
