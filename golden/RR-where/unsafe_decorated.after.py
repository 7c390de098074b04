import numpy as np


def huber(r, delta):
    a = abs(r)
    return np.where(a <= delta, 0.5 * r * r, delta * (a - 0.5 * delta))

_EXACT = True


def robust_loss(residuals):
    return huber(residuals, 1.0).sum()


def _inputs(rng):
    return [("robust_loss", (rng.normal(scale=2.0, size=200),))]
