import numpy as np

_EXACT = True  # the --unsafe rewrite must compute the same values (tests/differential.py)


def scaled(x: np.ndarray, k: float):
    out = np.zeros(len(x))
    for i in range(len(x)):
        out[i] = x[i] * k
    return out


def tail_scaled(x: np.ndarray, k: float):
    out = np.zeros_like(x)
    tail = x[1:]
    for i in range(len(tail)):
        out[i] = tail[i] * k
    return out


def _inputs(rng):
    return [
        ("scaled", (rng.standard_normal(7), 1.5)),
        ("tail_scaled", (rng.standard_normal(7), 2.0)),
    ]
