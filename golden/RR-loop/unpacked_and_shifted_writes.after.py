import numpy as np


def reaction_rates(c: np.ndarray, k: np.ndarray):
    r = np.zeros(c.shape)
    a, b, p = c[:c.shape[0], 0], c[:c.shape[0], 1], c[:c.shape[0], 2]
    fwd = k[0] * a * b
    back = k[1] * p
    r[:c.shape[0], 0] = -fwd + back
    r[:c.shape[0], 1] = -fwd + back
    r[:c.shape[0], 2] = fwd - back
    return r


def growth_rates(history: np.ndarray):
    rates = np.zeros(len(history) - 1)
    rates[:len(history) - 1] = history[1:len(history)] / history[:len(history) - 1]
    return rates


def forward_gaps(x: np.ndarray, n):
    gaps = np.zeros(n + 1)
    gaps[1:n + 1] = x[1:n + 1] - x[:n]
    return gaps


def _inputs(rng):
    return [
        ("reaction_rates", (rng.uniform(0.1, 2.0, (20, 3)), np.array([0.8, 0.1]))),
        ("growth_rates", (rng.uniform(1.0, 5.0, 15),)),
        ("growth_rates", (rng.uniform(1.0, 5.0, 1),)),
        ("forward_gaps", (rng.standard_normal(12), 11)),
        ("forward_gaps", (rng.standard_normal(12), 0)),
    ]
