import numpy as np


def crossings(signal, level):
    x = np.asarray(signal, dtype=float)
    ups = []
    for i in range(1, x.shape[0]):
        if x[i - 1] < level <= x[i]:
            ups.append(i)
    return ups


def loud_values(signal, floor):
    x = np.asarray(signal, dtype=float)
    loud = list()
    for k in range(len(x)):
        if not abs(x[k]) < floor:
            loud.append(x[k] * 2.0)
    return loud


def _inputs(rng):
    s = rng.normal(size=40)
    return [("crossings", (s, 0.3)), ("loud_values", (s, 1.0)), ("crossings", (s[:1], 0.0))]
