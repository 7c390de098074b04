import numpy as np


def conjugate_gradient(A, b, tol=1e-10, max_iter=500):
    x = np.zeros_like(b)
    r = b - A @ x
    p = r.copy()
    rs = r @ r
    for it in range(max_iter):
        ap = A @ p
        alpha = rs / (p @ ap)
        x += alpha * p
        r -= alpha * ap
        rs_new = r @ r
        if np.sqrt(rs_new) < tol * np.linalg.norm(b):
            break
        p = r + (rs_new / rs) * p
        rs = rs_new
    return x
