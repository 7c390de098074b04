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


N_PATHS = 2_000_000


def paths(s0, sigma, n_paths=N_PATHS, n_steps=252):
    # The size is a parameter every call leaves at its default: 252 × 2,000,000 values at once.
    prices = np.full(n_paths, s0)
    rng = np.random.default_rng(7)
    for step in range(n_steps):
        z = rng.standard_normal(n_paths)
        prices *= np.exp(sigma * z)
    return prices


def price():
    return paths(100.0, 0.2).mean()
