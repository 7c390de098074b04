import numpy as np


class Tracker:
    def __init__(self, tol=1e-6):
        self.tol = tol
        self.history = []

    def _done(self, g):
        size = np.linalg.norm(g)
        self.history.append(size)
        return size < self.tol

    def _stalled(self, g):
        return np.count_nonzero(g) > 3

    def minimise(self, h, w, iters):
        for it in range(iters):
            g = h @ w - 1.0
            w = w - 0.05 * g
            if self._done(g):
                break
        return w

    def search(self, h, w, iters):
        for it in range(iters):
            g = h @ w - 1.0
            w = w - 0.05 * g
            if self._stalled(g):
                break
        return w
