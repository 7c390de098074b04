import numpy as np

BASE = 10.0


def degree_days(tmean):
    gdd = np.zeros_like(tmean)
    gdd[:, 0] = np.maximum(tmean[:, 0] - BASE, 0.0)
    if tmean.shape[1] > 1:
        gdd[:, 1:tmean.shape[1]] = gdd[:, 0:1] + np.cumsum(
            np.maximum(tmean[:, 1:tmean.shape[1]], BASE) - BASE, axis=1, dtype=gdd.dtype
        )
    return gdd


def cumulative_rainfall(rain, days):
    total = np.zeros((days, 3))
    total[0] = rain[0]
    if days > 1:
        total[1:days, :] = total[0:1, :] + np.cumsum(
            rain[1:days, :], axis=0, dtype=total.dtype
        )
    return total


def _inputs(rng):
    return [
        ("degree_days", (rng.normal(12.0, 6.0, size=(5, 8)),)),
        ("degree_days", (rng.normal(12.0, 6.0, size=(3, 1)),)),
        ("cumulative_rainfall", (rng.random((6, 3)), 6)),
    ]
