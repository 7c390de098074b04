import numpy as np


def summary(a: np.ndarray):
    # Unsafe: NumPy scalars and arrays instead of Python numbers and lists.
    return np.sum(a, axis=0), np.max(a, axis=0), np.min(a, axis=0), np.any(a > 0, axis=0), sorted(a)


def ranked(a: np.ndarray):
    # Iterated once: the sorted array stands for the sorted list.
    return [v * 2 for v in np.sort(a, axis=0)]


def value_at_risk(pnl: np.ndarray, alpha):
    # Kept, but only counted and indexed by one element: an array does both as the list did.
    losses = np.sort(-pnl, axis=0)
    k = int(np.ceil(alpha * len(losses))) - 1
    return losses[k]
