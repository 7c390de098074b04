import numpy as np

_EXACT = True  # u is an array here (a sum with a NumPy call), so slices compute the same


def burgers_step(n, dt, dx, nu):
    u = np.sin(np.linspace(0.0, 6.0, n)) + 1.5
    un = np.zeros(n)
    for i in range(1, n - 1):
        un[i] = (u[i] - u[i] * dt / dx * (u[i] - u[i - 1])
                 + nu * dt / dx ** 2 * (u[i + 1] - 2.0 * u[i] + u[i - 1]))
    return un


def _inputs(rng):
    return [("burgers_step", (40, 0.001, 0.1, 0.07)), ("burgers_step", (2, 0.1, 0.1, 0.1))]
