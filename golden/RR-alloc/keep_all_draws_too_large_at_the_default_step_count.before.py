import numpy as np


def swarm(rng, iterations=500):
    pos = rng.uniform(-5.0, 5.0, (20_000, 30))
    vel = np.zeros_like(pos)
    for it in range(iterations):
        r1 = rng.random((20_000, 30))
        vel = 0.7 * vel + 1.5 * r1 * (-pos)
        pos += vel
    return pos


def run():
    return swarm(np.random.default_rng(5))
