import numpy as np


def values(a: np.ndarray):
    return list(a), max(a, default=0.0), sum(a, 10)
