import numpy as np


def weighted_potential(dist, weights, n_rounds):
    pots = []
    weights_reshaped = weights.reshape(-1, 1)
    for _ in range(n_rounds):
        dist = np.minimum(dist, dist[::-1])
        pots.append(float((dist @ weights_reshaped).sum()))
    return pots


def masked_rows(image, mask_1d):
    out = []
    mask = np.zeros(image.shape, dtype=bool)
    mask_1d_reshaped = mask_1d.reshape(1, -1)
    for i in range(image.shape[0]):
        mask.fill(0)
        mask |= mask_1d_reshaped
        mask[i, :] = False
        out.append(image[~mask].sum())
    return out


def _inputs(rng):
    d = rng.random((5, 4))
    return [
        ("weighted_potential", (d, rng.random(4), 3)),
        ("masked_rows", (rng.random((4, 6)), rng.random(6) > 0.5)),
    ]
