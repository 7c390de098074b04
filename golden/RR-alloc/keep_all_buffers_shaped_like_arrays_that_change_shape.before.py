import numpy as np


def settle(pos, steps):
    for step in range(steps):
        acc = np.zeros_like(pos)
        acc[:, 1] = -9.81
        pos = pos + 0.01 * acc
        keep = pos[:, 1] > -0.05
        pos = pos[keep]
    return pos


def grow(n, steps):
    x = np.zeros(n)
    for step in range(steps):
        buf = np.empty_like(x)
        buf[:] = 1.0
        x = np.concatenate([x, buf[:1]])
    return x


def project(v, w, steps):
    for step in range(steps):
        snapshot = np.copy(v)
        v = snapshot @ w
    return v


def _inputs(rng):
    return []
