import numpy as np

_EXACT = True


def anomalies(temps: np.ndarray, clim: np.ndarray):
    out = np.empty_like(temps)
    for t in range(temps.shape[0]):
        out[t] = temps[t] - clim[t % 12]
    return out


def _inputs(rng):
    return [("anomalies", (rng.normal(size=30), rng.normal(size=12)))]
