import numpy as np

BASE = 10.0


def degree_days(tmean):
    gdd = np.zeros_like(tmean)
    gdd[:, 0] = np.maximum(tmean[:, 0] - BASE, 0.0)
    for d in range(1, tmean.shape[1]):
        gdd[:, d] = gdd[:, d - 1] + np.maximum(tmean[:, d], BASE) - BASE
    return gdd


def cumulative_rainfall(rain, days):
    total = np.zeros((days, 3))
    total[0] = rain[0]
    for t in range(1, days):
        total[t, :] = total[t - 1, :] + rain[t, :]
    return total


def _inputs(rng):
    return [
        ("degree_days", (rng.normal(12.0, 6.0, size=(5, 8)),)),
        ("degree_days", (rng.normal(12.0, 6.0, size=(3, 1)),)),
        ("cumulative_rainfall", (rng.random((6, 3)), 6)),
    ]
