import numpy as np


def layouts(a: np.ndarray):
    z = np.zeros((3, 4), order="F")
    c = a.copy(order="C")
    flat = a.ravel(order="F")
    return z, c, flat
