import numpy as np

_EXACT = True

BASE = 10.0


def station_season(tmax, tmin, cap):
    total = 0.0
    frost = 0
    hot = 0
    mean = 0.5 * (tmax + tmin[:len(tmax)])
    total += np.sum(np.fmax(np.minimum(mean, cap) - BASE, 0.0))
    frost += np.count_nonzero(tmin[:len(tmax)] < 0.0)
    hot += 2 * np.count_nonzero((tmax > 30.0) & (tmin[:len(tmax)] > 20.0))
    return total, frost, hot


def _inputs(rng):
    tmax = rng.normal(18.0, 12.0, 400)
    tmin = tmax - rng.uniform(2.0, 15.0, 400)
    tmax[::37] = np.nan
    tmin[5] = -0.0
    return [("station_season", (tmax, tmin, 25.0)), ("station_season", (tmax[:0], tmin[:0], 25.0))]
