import numpy as np


@np.vectorize
def huber(r, delta):
    a = abs(r)
    if a <= delta:
        return 0.5 * r * r
    else:
        return delta * (a - 0.5 * delta)

_EXACT = True


def robust_loss(residuals):
    return huber(residuals, 1.0).sum()


def _inputs(rng):
    return [("robust_loss", (rng.normal(scale=2.0, size=200),))]
