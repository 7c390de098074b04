import numpy as np


def negatives(a: np.ndarray):
    return a[a < 0]


def _inputs(rng):
    return [("negatives", (rng.standard_normal(25),))]
