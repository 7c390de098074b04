import numpy as np

LO, HI = 0.2, 0.7

# Spread over lines, a chained comparison, an explicit output type.
in_band = np.vectorize(
    lambda h: 1.0 if LO <= h < HI else 0.0,
    otypes=[np.float64],
)

_EXACT = True


def band_mask(heights):
    return in_band(heights)


def _inputs(rng):
    return [("band_mask", (rng.uniform(size=(8, 16)),))]
