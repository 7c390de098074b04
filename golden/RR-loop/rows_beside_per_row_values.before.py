import numpy as np


def rows_scaled_by_a_profile(n):
    gains = np.linspace(0.5, 2.0, n)
    profile = np.array([1.0, 10.0, 100.0])
    out = np.zeros((n, 3))
    for i in range(n):
        out[i] = gains[i] * profile
    return out


def normalised_scans(n_scans, n_points):
    scans = np.ones((n_scans, n_points)) + np.arange(n_points) * 0.5
    tic = np.linspace(1.0, 4.0, n_scans)
    out = np.empty_like(scans)
    for s in range(n_scans):
        out[s] = scans[s] / tic[s] * 1e6
    return out


def centred_rows(n):
    table = np.arange(4.0 * n).reshape(n, 4)
    means = np.zeros(n)
    for k in range(n):
        means[k] = table[k, 0]
    out = np.zeros((n, 4))
    for k in range(n):
        level = means[k] + 1.0
        row = table[k] * 2.0
        out[k] = np.sqrt(np.abs(row - level))
    return out


def _inputs(rng):
    return [
        ("rows_scaled_by_a_profile", (int(rng.integers(1, 9)),)),
        ("normalised_scans", (int(rng.integers(1, 7)), int(rng.integers(1, 7)))),
        ("centred_rows", (int(rng.integers(1, 9)),)),
    ]
