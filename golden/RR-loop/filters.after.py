import numpy as np


def crossings(signal, level):
    x = np.asarray(signal, dtype=float)
    ups = []
    ups.extend(
        np.arange(1, x.shape[0])[(x[:x.shape[0] - 1] < level) & (level <= x[1:x.shape[0]])].tolist()
    )
    return ups


def loud_values(signal, floor):
    x = np.asarray(signal, dtype=float)
    loud = list()
    loud.extend((x * 2.0)[~(abs(x) < floor)])
    return loud


def _inputs(rng):
    s = rng.normal(size=40)
    return [("crossings", (s, 0.3)), ("loud_values", (s, 1.0)), ("crossings", (s[:1], 0.0))]
