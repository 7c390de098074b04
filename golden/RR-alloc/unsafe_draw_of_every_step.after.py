import numpy as np


def walk(x, steps, rng):
    dz_all = rng.standard_normal((steps, x.shape[0]))
    for t in range(steps):
        dz = dz_all[t]
        x += 0.1 * dz
    return x


def paths(n_paths, n_steps, seed):
    rng = np.random.default_rng(seed)
    s = np.zeros(n_paths)
    shocks_all = rng.normal(0.0, 0.2, size=(n_steps, n_paths))
    for step in range(n_steps):
        shocks = shocks_all[step]
        s += shocks
    return s


def warmed(x, start, stop):
    noise_all = np.random.randn(max((stop + 1) - start, 0), x.shape[0], 3)
    for k in range(start, stop + 1):
        noise = noise_all[k - start]
        x += noise.sum(axis=1)
    return x
