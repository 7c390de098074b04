import numpy as np


def summary(a: np.ndarray):
    # Unsafe: NumPy scalars and arrays instead of Python numbers and lists.
    return sum(a), max(a), min(a), any(a > 0), sorted(a)
