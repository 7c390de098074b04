import numpy as np


def escape_total(c, max_iter):
    # `total` grows on every iteration, active points or not.
    z = np.zeros_like(c)
    alive = np.ones(c.shape, dtype=bool)
    total = 0.0
    for it in range(max_iter):
        z[alive] = z[alive] ** 2 + c[alive]
        alive &= np.abs(z) <= 2.0
        total = total + 1.0
        if not alive.any():
            break
    return z, total


def escape_steps(c, max_iter):
    # The loop variable says when the last point escaped.
    z = np.zeros_like(c)
    alive = np.ones(c.shape, dtype=bool)
    for it in range(max_iter):
        z[alive] = z[alive] ** 2 + c[alive]
        alive &= np.abs(z) <= 2.0
        if not alive.any():
            break
    return z, it


def escape_unmasked(c, max_iter):
    # `z` changes everywhere, escaped points too.
    z = np.zeros_like(c)
    alive = np.ones(c.shape, dtype=bool)
    for it in range(max_iter):
        z[:] = z ** 2 + c
        alive &= np.abs(z) <= 2.0
        if not alive.any():
            break
    return z


def march_noisy(dirs, rng, steps):
    # A draw on every iteration advances the stream the rest of the program reads.
    t = np.zeros(dirs.shape[0])
    hit = np.zeros(dirs.shape[0], dtype=bool)
    for _ in range(steps):
        d = np.sqrt((dirs * t[:, None]) ** 2).sum(axis=-1) - 1.0 + rng.normal(0, 1e-3, t.shape)
        hit |= d < 1e-3
        if np.all(hit):
            break
        t = np.where(hit, t, t + d)
    return t


def escape_weights(c, weights):
    # The second loop variable says which weight was last used.
    z = np.zeros_like(c)
    alive = np.ones(c.shape, dtype=bool)
    for it, w in enumerate(weights):
        z[alive] = z[alive] ** 2 + w * c[alive]
        alive &= np.abs(z) <= 2.0
        if not alive.any():
            break
    return z, w
