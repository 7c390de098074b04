import numpy as np


def converged(r, tol=1e-8):
    return np.linalg.norm(r) < tol


def relax(a, b, x, steps):
    for k in range(steps):
        r = b - a @ x
        x = x + 0.1 * r
        if converged(r):
            break
    return x


class Solver:
    def __init__(self, tol=1e-6):
        self.tol = tol

    def _done(self, g):
        """Whether the gradient is small."""
        size = np.linalg.norm(g)
        return size < self.tol

    def minimise(self, h, w, iters):
        for it in range(iters):
            g = h @ w - 1.0
            w = w - 0.05 * g
            if self._done(g):
                break
        return w
