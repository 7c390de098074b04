import numpy as np


def walk(x, steps, rng):
    for t in range(steps):
        dz = rng.standard_normal(x.shape[0])
        x += 0.1 * dz
    return x
