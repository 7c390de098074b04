import numpy as np


class Plate:
    def __init__(self, n):
        self.t = np.zeros((n, n))
        self.t[0, :] = 100.0

    def sweep(self):
        new = self.t.copy()
        new[1:-1, 1:-1] = 0.25 * (self.t[2:, 1:-1] + self.t[:-2, 1:-1] + self.t[1:-1, 2:] + self.t[1:-1, :-2])
        change = np.abs(new - self.t).max()
        self.t = new
        return change

    def solve(self, tol=1e-3, max_sweeps=500):
        for k in range(max_sweeps):
            if self.sweep() < tol:
                return k
        return max_sweeps


def relax(u, steps):
    for step in range(steps):
        err = float(np.max(np.abs(advance(u))))
        if err < 1e-6:
            break
    return u


def advance(u):
    u[1:-1] = 0.5 * (u[:-2] + u[2:])
    return u


def _inputs(rng):
    return []
