import numpy as np


def clamp(a: np.ndarray):
    a[a > 1.0] = 1.0
    return a


def _inputs(rng):
    return [("clamp", (rng.standard_normal(30) * 2,))]
