import numpy as np


def offset_range(days, offsets):
    # `offsets` may be a pandas Series: `tmin + offsets` is then a Series (only unsafe fixes).
    tmin = np.linspace(-4.0, 18.0, days)
    tmax = tmin + offsets
    spread = np.zeros(days)
    for d in range(days):
        spread[d] = tmax[d] - tmin[d]
    return spread
