import numpy as np


def reservoir_level(flow: np.ndarray, start):
    n = len(flow)
    level = np.zeros(n + 1)
    level[0] = start
    if n > 0:
        level[1:n + 1] = (
            np.cumsum(np.concatenate((level[0:1], flow[:n])), dtype=level.dtype)[1:]
        )
    return level


def balance(deposits: np.ndarray, opening):
    bal = np.zeros(len(deposits) + 1)
    bal[0] = opening
    if len(deposits) > 0:
        bal[1:len(deposits) + 1] = (
            np.cumsum(np.concatenate((bal[0:1], deposits * 0.97)), dtype=bal.dtype)[1:]
        )
    return bal


def _inputs(rng):
    n = int(rng.integers(0, 30))
    return [
        ("reservoir_level", (rng.normal(size=n), float(rng.normal()) * 100.0)),
        ("balance", (rng.uniform(0, 50, n), 1234.5678)),
    ]
