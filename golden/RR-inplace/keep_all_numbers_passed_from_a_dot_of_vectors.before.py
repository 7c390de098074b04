import numpy as np


def backtrack(phi, phi0, derphi0, alpha0=1.0, amin=1e-8):
    """Cubic backtracking on numbers: derphi0 is a dot product of two vectors, a NumPy scalar."""
    phi_a0 = phi(alpha0)
    alpha1 = -derphi0 * alpha0**2 / 2.0 / (phi_a0 - phi0 - derphi0 * alpha0)
    phi_a1 = phi(alpha1)
    while alpha1 > amin:
        factor = alpha0**2 * alpha1**2 * (alpha1 - alpha0)
        a = alpha0**2 * (phi_a1 - phi0 - derphi0 * alpha1) - alpha1**2 * (phi_a0 - phi0 - derphi0 * alpha0)
        a = a / factor
        b = -alpha0**3 * (phi_a1 - phi0 - derphi0 * alpha1) + alpha1**3 * (phi_a0 - phi0 - derphi0 * alpha0)
        b = b / factor
        alpha2 = (-b + np.sqrt(abs(b**2 - 3 * a * derphi0))) / (3.0 * a)
        phi_a2 = phi(alpha2)
        if phi_a2 <= phi0 + 1e-4 * alpha2 * derphi0:
            return alpha2
        alpha0, alpha1 = alpha1, alpha2
        phi_a0, phi_a1 = phi_a1, phi_a2
    return None


def armijo(xk, pk, gfk):
    xk = np.atleast_1d(xk)

    def phi(alpha):
        return float(np.sum((xk + alpha * pk - 3.0) ** 4))

    derphi0 = np.dot(gfk, pk)
    return backtrack(phi, phi(0.0), derphi0, alpha0=4.0)


def _inputs(rng):
    x = rng.normal(size=4)
    g = 4 * (x - 3.0) ** 3
    return [("armijo", (x, -g, g))]
