import numpy as np


def factorials(n_max):
    fact = np.empty(n_max + 1)
    fact[0] = 1.0
    if n_max + 1 > 1:
        fact[1:n_max + 1] = (
            np.cumprod(np.concatenate((fact[0:1], np.arange(1, n_max + 1))), dtype=fact.dtype)[
                1:
            ]
        )
    return fact


def _inputs(rng):
    return [("factorials", (25,)), ("factorials", (0,)), ("factorials", (3,))]
