import numpy as np


def factorials(n_max):
    fact = np.empty(n_max + 1)
    fact[0] = 1.0
    for i in range(1, n_max + 1):
        fact[i] = fact[i - 1] * i
    return fact


def _inputs(rng):
    return [("factorials", (25,)), ("factorials", (0,)), ("factorials", (3,))]
