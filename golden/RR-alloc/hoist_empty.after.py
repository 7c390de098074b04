import numpy as np


def laplacian_norms(u, steps):
    m = u.shape[0] - 2
    norms = []
    lap = np.empty(m)
    for t in range(steps):
        lap[:] = u[:-2] - 2.0 * u[1:-1] + u[2:]
        norms.append(np.sum(lap * lap))
        u *= 0.9
    return norms


def _inputs(rng):
    return [("laplacian_norms", (rng.standard_normal(20), 4)), ("laplacian_norms", (rng.standard_normal(20), 0))]
