import numpy as np


def walk(x, steps, rng):
    for t in range(steps):
        dz = rng.standard_normal(x.shape[0])
        x += 0.1 * dz
    return x


def paths(n_paths, n_steps, seed):
    rng = np.random.default_rng(seed)
    s = np.zeros(n_paths)
    for _ in range(n_steps):
        shocks = rng.normal(0.0, 0.2, size=(n_paths,))
        s += shocks
    return s


def warmed(x, start, stop):
    for k in range(start, stop + 1):
        noise = np.random.randn(x.shape[0], 3)
        x += noise.sum(axis=1)
    return x
