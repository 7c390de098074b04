import numpy as np


def soft_threshold(x, t):
    """Shrink toward zero by t (the proximal step of an L1 penalty)."""
    if x > t:
        return x - t
    elif x < -t:
        return x + t
    return 0.0


shrink = np.vectorize(soft_threshold)

_EXACT = True


def denoise(coeffs, t):
    return shrink(coeffs, t)


def _inputs(rng):
    return [("denoise", (rng.normal(size=128), 0.5))]
