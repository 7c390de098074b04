import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)


def residual(a, b):
    return float(np.abs(a - b).sum())


def pagerank(m, damping=0.85, tol=1e-10, max_iter=500):
    n = m.shape[0]
    r = np.full(n, 1.0 / n)
    for check_step in range(max_iter):
        nxt = damping * (m @ r) + (1 - damping) / n
        if check_step % CHECK_EVERY == 0 and residual(nxt, r) < tol:
            return nxt
        r = nxt
    return r
