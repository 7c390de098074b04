import numpy as np

BASE = 10.0


def degree_days(tmean):
    gdd = np.zeros_like(tmean)
    gdd[:, 0] = np.maximum(tmean[:, 0] - BASE, 0.0)
    if tmean.shape[1] > 1:
        gdd[:, 1:tmean.shape[1]] = (
            np.cumsum(np.concatenate((gdd[:, 0:1], np.maximum(tmean[:, 1:tmean.shape[1]], BASE) - BASE), axis=1), axis=1, dtype=gdd.dtype)[
                :, 1:
            ]
        )
    return gdd


def cumulative_rainfall(rain, days):
    total = np.zeros((days, 3))
    total[0] = rain[0]
    if days > 1:
        total[1:days, :] = (
            np.cumsum(np.concatenate((total[0:1, :], rain[1:days, :]), axis=0), axis=0, dtype=total.dtype)[
                1:, :
            ]
        )
    return total


def _inputs(rng):
    return [
        ("degree_days", (rng.normal(12.0, 6.0, size=(5, 8)),)),
        ("degree_days", (rng.normal(12.0, 6.0, size=(3, 1)),)),
        ("cumulative_rainfall", (rng.random((6, 3)), 6)),
    ]
