import numpy as np


def cohorts(n_years, n_ages):
    n = np.zeros((n_years, n_ages))
    n[0] = np.linspace(100.0, 10.0, n_ages)
    z = np.linspace(0.1, 0.4, n_ages)
    for y in range(1, n_years):
        n[y, 0] = 50.0 + y
        for a in range(1, n_ages):
            n[y, a] = n[y - 1, a - 1] * np.exp(-z[a - 1])
    return n


def mixed_rows(m):
    u = np.arange(4.0 * m).reshape(4, m)
    for i in range(1, m):
        u[2, i] = u[1, i - 1] * 0.5 + u[3, i]
    return u


def _inputs(rng):
    return [
        ("cohorts", (int(rng.integers(1, 8)), int(rng.integers(1, 8)))),
        ("mixed_rows", (int(rng.integers(1, 9)),)),
    ]
