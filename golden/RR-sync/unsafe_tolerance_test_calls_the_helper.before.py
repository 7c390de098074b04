import numpy as np


def residual(a, b):
    return float(np.abs(a - b).sum())


def pagerank(m, damping=0.85, tol=1e-10, max_iter=500):
    n = m.shape[0]
    r = np.full(n, 1.0 / n)
    for _ in range(max_iter):
        nxt = damping * (m @ r) + (1 - damping) / n
        if residual(nxt, r) < tol:
            return nxt
        r = nxt
    return r
