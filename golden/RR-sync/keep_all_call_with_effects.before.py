import numpy as np


def noisy_energy(u, rng):
    # Draws from the generator the loop also draws from: skipping calls changes every later draw.
    return float(np.sum((u + rng.normal(size=u.shape)) ** 2))


def logged_energy(u, history):
    e = float(np.sum(u**2))
    history.append(e)
    return e


def relax(u, rng, tol, steps):
    for step in range(steps):
        u = 0.5 * u + 0.1 * rng.normal(size=u.shape)
        e = noisy_energy(u, rng)
        if e < tol:
            break
    return u


def decay(u, tol, steps):
    history = []
    for step in range(steps):
        u = 0.9 * u
        e = logged_energy(u, history)
        if e < tol:
            break
    return u, history


def pinned_energy(u, store):
    # Writes into its arguments: the writes would happen less often if the call were guarded.
    u[0] = 0.0
    store[:] = u
    return float(np.sum(u**2))


def pinned(u, store, tol, steps):
    for step in range(steps):
        u = 0.9 * u
        e = pinned_energy(u, store)
        if e < tol:
            break
    return u
