import numpy as np


def diurnal_range(days):
    # `tmax` is arithmetic of NumPy arrays: an ndarray, so the rewrite is safe.
    tmin = np.linspace(-4.0, 18.0, days)
    tmax = tmin + np.linspace(6.0, 11.0, days)
    spread = np.zeros(days)
    spread[:days] = tmax[:days] - tmin[:days]
    return spread


def _inputs(rng):
    return [("diurnal_range", (d,)) for d in (0, 1, 30)]
