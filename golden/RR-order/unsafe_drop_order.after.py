import numpy as np


def layouts(a: np.ndarray):
    z = np.zeros((3, 4))
    c = a.copy()
    flat = a.T.ravel()
    return z, c, flat
