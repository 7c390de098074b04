"""Steady heat in a plate, solved by a small Jacobi solver class."""
import numpy as np

N = 60


class JacobiSolver:
    def __init__(self, n, tol=1e-5):
        self.u = np.zeros((n, n))
        self.u[0, :] = 100.0
        self.tol = tol

    def residual(self):
        u = self.u
        r = u[2:, 1:-1] + u[:-2, 1:-1] + u[1:-1, 2:] + u[1:-1, :-2] - 4.0 * u[1:-1, 1:-1]
        return np.linalg.norm(r)

    def sweep(self):
        u = self.u
        u[1:-1, 1:-1] = 0.25 * (u[2:, 1:-1] + u[:-2, 1:-1] + u[1:-1, 2:] + u[1:-1, :-2])

    def solve(self, max_iter=10_000):
        it = 0
        while self.residual() > self.tol and it < max_iter:
            self.sweep()
            it += 1
        return it


if __name__ == "__main__":
    solver = JacobiSolver(N)
    print("iterations", solver.solve())
