import numpy as np

_EXACT = True  # the same draws in the same order: in place gives the same values


def walk(n_walkers, steps, drift, seed):
    rng = np.random.default_rng(seed)
    pos = rng.normal(0.0, 1.0, n_walkers)
    weights = np.full(n_walkers, 1.0 / n_walkers)
    for t in range(steps):
        np.add(pos, rng.normal(drift, 0.1, n_walkers), out=pos)
        np.multiply(weights, 0.99, out=weights)
        keep = np.argsort(pos)
        pos = pos[keep]
    return pos, weights


def _inputs(rng):
    return [("walk", (8, 3, 0.2, 4)), ("walk", (5, 0, 0.0, 1))]
