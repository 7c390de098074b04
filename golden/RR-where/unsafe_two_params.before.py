import numpy as np

# Signed flux limiter of a finite-volume advection scheme (two inputs per cell).
limiter = np.vectorize(lambda p, q: p * q if q > 0 else -p)

_EXACT = True


def limited(slopes, ratios):
    return limiter(slopes, ratios)


def _inputs(rng):
    return [("limited", (rng.normal(size=64), rng.normal(size=64)))]
