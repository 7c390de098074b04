import numpy as np


def bicgstab_like(A, b, atol, rhotol, maxiter):
    x = np.zeros_like(b)
    r = b - A @ x
    rtilde = r.copy()
    p = r.copy()
    rho_prev = None
    for iteration in range(maxiter):
        rho_cur = rtilde @ r
        if np.abs(rho_cur) < rhotol:  # breakdown
            return x, -10
        if iteration > 0:
            p = r + (rho_cur / rho_prev) * p
        q = A @ p
        alpha = rho_cur / (rtilde @ q)
        x += alpha * p
        r -= alpha * q
        rho_prev = rho_cur
    return x, maxiter
