import numpy as np


def integrate(u: np.ndarray, f: np.ndarray, dt, steps):
    # Unsafe: u's dtype and f's shape are unknown; a copy keeps the caller's array untouched.
    u = u.copy()
    for t in range(steps):
        np.add(u, dt * f, out=u)
    return u
