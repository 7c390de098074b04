import numpy as np

_EXACT = True  # u is an array here (a sum with a NumPy call), so slices compute the same


def burgers_step(n, dt, dx, nu):
    u = np.sin(np.linspace(0.0, 6.0, n)) + 1.5
    un = np.zeros(n)
    un[1:n - 1] = (
        u[1:n - 1]
        - u[1:n - 1] * dt / dx * (u[1:n - 1] - u[:n - 2])
        + nu * dt / dx ** 2 * (u[2:n] - 2.0 * u[1:n - 1] + u[:n - 2])
    )
    return un


def _inputs(rng):
    return [("burgers_step", (40, 0.001, 0.1, 0.07)), ("burgers_step", (2, 0.1, 0.1, 0.1))]
