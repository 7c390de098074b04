import numpy as np


def scale(a: np.ndarray):
    a[:] = a * 2.0 + 1.0
    return a


def _inputs(rng):
    return [("scale", (rng.standard_normal(50),))]
