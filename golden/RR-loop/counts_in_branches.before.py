import numpy as np


def gate(n, threshold):
    db = np.linspace(-60.0, 0.0, n)
    db[n // 3 : n // 3 + 1] = np.nan
    keep = np.zeros(n, dtype=bool)
    quiet = 0
    loud = 0
    for k in range(n):
        if db[k] > threshold:
            keep[k] = True
            loud += 2
        elif db[k] > threshold - 20.0:
            quiet += 1
        else:
            quiet += 1
            keep[k] = False
    return keep, quiet, loud


def _inputs(rng):
    return [("gate", (n, -30.0)) for n in (0, 1, 7, 64)]
