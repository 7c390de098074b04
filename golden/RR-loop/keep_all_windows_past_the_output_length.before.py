import numpy as np


def overrun(x, w):
    out = np.zeros(len(x) - w + 2)
    for i in range(len(out)):
        out[i] = x[i:i + w].sum()
    return out


def _inputs(rng):
    return [("overrun", (rng.random(20), 5))]
