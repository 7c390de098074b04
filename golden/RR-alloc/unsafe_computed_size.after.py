# Unsafe: the size `u.shape[0] - 2` is evaluated even when the loop runs zero times.
import numpy as np


def laplacian_norms(u, steps):
    norms = []
    lap = np.empty(u.shape[0] - 2)
    for t in range(steps):
        lap[:] = u[:-2] - 2.0 * u[1:-1] + u[2:]
        norms.append(np.sum(lap * lap))
        u *= 0.9
    norms[:] = np.array(norms, dtype=float).tolist()
    return norms


def _inputs(rng):
    return [("laplacian_norms", (rng.standard_normal(20), 4))]
