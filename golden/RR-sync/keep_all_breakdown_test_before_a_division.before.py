import numpy as np

BETA_TOL = 1e-30


def conjugate_residual(a, b, iterations):
    """The test stops the loop before dividing by a vanishing beta: a breakdown, not convergence."""
    x = np.zeros_like(b)
    r = b - a @ x
    p = r.copy()
    for it in range(iterations):
        ap = a @ p
        beta = np.dot(ap, ap)
        if np.abs(beta) < BETA_TOL:
            return x, -1
        alpha = np.dot(r, ap) / beta
        x = x + alpha * p
        r = b - a @ x
        p = r + (np.dot(r, ap) / beta) * p
    return x, it


def _inputs(rng):
    m = rng.normal(size=(6, 6))
    return [("conjugate_residual", (m @ m.T + 6 * np.eye(6), rng.normal(size=6), 40))]
