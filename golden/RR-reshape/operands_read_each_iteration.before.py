import numpy as np


def weighted_potential(dist, weights, n_rounds):
    pots = []
    for _ in range(n_rounds):
        dist = np.minimum(dist, dist[::-1])
        pots.append(float((dist @ weights.reshape(-1, 1)).sum()))
    return pots


def masked_rows(image, mask_1d):
    out = []
    for i in range(image.shape[0]):
        mask = np.zeros(image.shape, dtype=bool)
        mask |= mask_1d.reshape(1, -1)
        mask[i, :] = False
        out.append(image[~mask].sum())
    return out


def _inputs(rng):
    d = rng.random((5, 4))
    return [
        ("weighted_potential", (d, rng.random(4), 3)),
        ("masked_rows", (rng.random((4, 6)), rng.random(6) > 0.5)),
    ]
