import numpy as np


def collect(chunks):
    acc = np.zeros(0)
    for c in chunks:
        acc = np.append(acc, c * 2.0)
    return acc


def _inputs(rng):
    return [("collect", ([rng.standard_normal((2, 2)) for _ in range(3)],)), ("collect", ([],))]
