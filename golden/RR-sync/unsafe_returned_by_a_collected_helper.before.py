import numpy as np

_EXACT = True  # the same numbers, returned as NumPy scalars and converted after the loop


def residual_norm(A, x, b):
    return float(np.linalg.norm(A @ x - b))


class Membrane:
    def __init__(self, u):
        self.u = u

    def step(self):
        self.u = 0.25 * (np.roll(self.u, 1, 0) + np.roll(self.u, -1, 0) + np.roll(self.u, 1, 1) + np.roll(self.u, -1, 1))

    def energy(self):
        return np.sum(self.u ** 2).item()


def relax(A, b, sweeps):
    x = np.zeros_like(b)
    d = np.diag(A)
    history = []
    for k in range(sweeps):
        x = x + (b - A @ x) / d
        history.append(residual_norm(A, x, b))
    return x, history


def vibrate(u, steps):
    m = Membrane(u)
    energies = []
    for it in range(steps):
        m.step()
        energies.append(m.energy())
    return energies


def _inputs(rng):
    A = np.eye(6) * 5 + rng.standard_normal((6, 6))
    return [("relax", (A, rng.standard_normal(6), 12)), ("vibrate", (rng.standard_normal((8, 8)), 9))]
