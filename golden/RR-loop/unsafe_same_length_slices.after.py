import numpy as np

_EXACT = True  # the --unsafe rewrite must compute the same values (tests/differential.py)


def scaled(x: np.ndarray, k: float):
    out = np.zeros(len(x))
    out[:] = x * k
    return out


def tail_scaled(x: np.ndarray, k: float):
    out = np.zeros_like(x)
    tail = x[1:]
    out[:len(tail)] = tail * k
    return out


def _inputs(rng):
    return [
        ("scaled", (rng.standard_normal(7), 1.5)),
        ("tail_scaled", (rng.standard_normal(7), 2.0)),
    ]
