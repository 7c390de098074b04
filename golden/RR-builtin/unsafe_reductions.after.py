import numpy as np


def summary(a: np.ndarray):
    # Unsafe: NumPy scalars and arrays instead of Python numbers and lists.
    return np.sum(a, axis=0), np.max(a, axis=0), np.min(a, axis=0), np.any(a > 0, axis=0), np.sort(a, axis=0)
