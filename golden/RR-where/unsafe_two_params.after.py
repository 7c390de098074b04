import numpy as np

# Signed flux limiter of a finite-volume advection scheme (two inputs per cell).
limiter = lambda p, q: np.where(q > 0, p * q, -p)

_EXACT = True


def limited(slopes, ratios):
    return limiter(slopes, ratios)


def _inputs(rng):
    return [("limited", (rng.normal(size=64), rng.normal(size=64)))]
