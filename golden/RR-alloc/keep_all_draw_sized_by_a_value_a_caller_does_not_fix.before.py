import numpy as np


def walk(steps, size, rng):
    pos = np.zeros(size)
    for _ in range(steps):
        pos += rng.standard_normal(size)
    return pos


def run(rng, shape):
    # `shape` may be a tuple or an int: the steps cannot be put in front of it as written.
    return walk(10, shape, rng)
