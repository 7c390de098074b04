import numpy as np


def rows_scaled_by_a_profile(n):
    gains = np.linspace(0.5, 2.0, n)
    profile = np.array([1.0, 10.0, 100.0])
    out = np.zeros((n, 3))
    for i in range(n):
        out[i] = gains[i] * profile
    return out


def planes_from_rows(n):
    rows = np.ones((n, 3))
    basis = np.eye(3)
    out = np.zeros((n, 3, 3))
    for k in range(n):
        out[k] = rows[k] * basis
    return out
