import numpy as np

_EXACT = True


def simulate_paths(s0, sigma, steps, n_paths, rng):
    paths = np.empty((n_paths, steps + 1))
    paths[:, 0] = s0
    z_all = rng.standard_normal((max((steps + 1) - 1, 0), n_paths))
    for t in range(1, steps + 1):
        z = z_all[t - 1]
        paths[:, t] = paths[:, t - 1] * np.exp(sigma * z)
    return paths


def price(n_paths, seed):
    rng = np.random.default_rng(seed)
    return simulate_paths(100.0, 0.2, 12, n_paths, rng).mean(axis=0)


def book(seed):
    return [price(400, seed), price(250, seed + 1)]


def _inputs(rng):
    return [("book", (3,))]
