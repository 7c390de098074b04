import numpy as np


def pair_energy(pos, rc):
    pos = np.asarray(pos, dtype=float)
    n = pos.shape[0]
    energy = 0.0
    for i in range(n - 1):
        d = pos[i + 1:] - pos[i]
        r2 = np.sum(d * d, axis=1)
        inv6 = (1.0 / r2[r2 < rc * rc]) ** 3
        energy += np.sum(4.0 * (inv6 * inv6 - inv6))
    energy = float(energy)
    return energy


def weighted_loss(batches, w):
    batches = np.asarray(batches)
    loss = 0.0
    k = 0
    while k < len(batches):
        loss -= float(np.mean((batches[k] @ w) ** 2))
        k += 1
    return loss


_EXACT = True


def _inputs(rng):
    pos = rng.uniform(0.0, 3.0, size=(12, 3))
    batches = rng.normal(size=(4, 5, 3))
    return [("pair_energy", (pos, 1.5)), ("weighted_loss", (batches, np.ones(3)))]
