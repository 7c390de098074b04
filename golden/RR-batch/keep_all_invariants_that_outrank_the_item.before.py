import numpy as np


def outer_scaled(n):
    rng = np.random.default_rng(2)
    vecs = rng.standard_normal((n, 3))
    basis = rng.standard_normal((3, 3))
    out = np.empty((n, 3, 3))
    for k in range(n):
        scaled = vecs[k] * 2.0
        out[k] = scaled * basis
    return out


def per_item_determinants(n):
    rng = np.random.default_rng(3)
    mats = rng.standard_normal((n, 3, 3))
    out = np.empty((n, 3))
    for k in range(n):
        d = np.linalg.det(mats[k])
        out[k] = mats[k].sum(axis=0) / d
    return out
