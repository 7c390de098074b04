import numpy as np


def soft_threshold(x, t):
    """Shrink toward zero by t (the proximal step of an L1 penalty)."""
    return np.where(x > t, x - t, np.where(x < -t, x + t, 0.0))


shrink = soft_threshold

_EXACT = True


def denoise(coeffs, t):
    return shrink(coeffs, t)


def _inputs(rng):
    return [("denoise", (rng.normal(size=128), 0.5))]
