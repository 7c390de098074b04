import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)


class Relaxation:
    def __init__(self, u, tol):
        self.u = u
        self.tol = tol

    def residual(self):
        u = self.u
        return np.linalg.norm(u[2:] - 2.0 * u[1:-1] + u[:-2])

    def sweep(self):
        u = self.u
        u[1:-1] = 0.5 * (u[2:] + u[:-2])

    def solve(self, max_iter=500):
        it = 0
        check_step = 0
        keep_going = bool(self.residual() > self.tol)
        while keep_going and it < max_iter:
            self.sweep()
            it += 1
            check_step += 1
            if check_step % CHECK_EVERY == 0:
                keep_going = bool(self.residual() > self.tol)
        return it


def change(u, v):
    return np.max(np.abs(u - v))


def smooth(u, tol, max_iter=500):
    it = 0
    v = u + 1.0
    check_step = 0
    keep_going = bool(change(u, v) > tol)
    while keep_going and it < max_iter:
        v = u
        u = 0.5 * (np.roll(u, 1) + np.roll(u, -1))
        it += 1
        check_step += 1
        if check_step % CHECK_EVERY == 0:
            keep_going = bool(change(u, v) > tol)
    return u


def capped(u, tol, history):
    it = 0
    v = u + 1.0
    check_step = 0
    keep_going = bool(change(u, v) > tol)
    while keep_going and it < len(history):
        v = u
        u = 0.5 * (np.roll(u, 1) + np.roll(u, -1))
        it += 1
        check_step += 1
        if check_step % CHECK_EVERY == 0:
            keep_going = bool(change(u, v) > tol)
    return u


def _inputs(rng):
    u = rng.random(64)
    u[0] = 0.0
    u[-1] = 1.0
    return [
        ("smooth", (u.copy(), 1e-3)),
    ]
