import numpy as np


def reaction_rates(c: np.ndarray, k: np.ndarray):
    r = np.zeros(c.shape)
    for i in range(c.shape[0]):
        a, b, p = c[i, 0], c[i, 1], c[i, 2]
        fwd = k[0] * a * b
        back = k[1] * p
        r[i, 0] = -fwd + back
        r[i, 1] = -fwd + back
        r[i, 2] = fwd - back
    return r


def growth_rates(history: np.ndarray):
    rates = np.zeros(len(history) - 1)
    for t in range(1, len(history)):
        rates[t - 1] = history[t] / history[t - 1]
    return rates


def forward_gaps(x: np.ndarray, n):
    gaps = np.zeros(n + 1)
    for i in range(n):
        gaps[i + 1] = x[i + 1] - x[i]
    return gaps


def _inputs(rng):
    return [
        ("reaction_rates", (rng.uniform(0.1, 2.0, (20, 3)), np.array([0.8, 0.1]))),
        ("growth_rates", (rng.uniform(1.0, 5.0, 15),)),
        ("growth_rates", (rng.uniform(1.0, 5.0, 1),)),
        ("forward_gaps", (rng.standard_normal(12), 11)),
        ("forward_gaps", (rng.standard_normal(12), 0)),
    ]
