import numpy as np


def reservoir_level(flow: np.ndarray, start):
    n = len(flow)
    level = np.zeros(n + 1)
    level[0] = start
    for t in range(n):
        level[t + 1] = level[t] + flow[t]
    return level


def balance(deposits: np.ndarray, opening):
    bal = np.zeros(len(deposits) + 1)
    bal[0] = opening
    for k in range(len(deposits)):
        bal[k + 1] = bal[k] + deposits[k] * 0.97
    return bal


def _inputs(rng):
    n = int(rng.integers(0, 30))
    return [
        ("reservoir_level", (rng.normal(size=n), float(rng.normal()) * 100.0)),
        ("balance", (rng.uniform(0, 50, n), 1234.5678)),
    ]
