import numpy as np


def matching_pursuit(D, y, tol, max_atoms):
    residual = y.copy()
    chosen = np.zeros(max_atoms, dtype=np.int64)
    n_active = 0
    for n_active in range(1, max_atoms + 1):
        k = int(np.argmax(np.abs(D.T @ residual)))
        chosen[n_active - 1] = k
        coef, *_ = np.linalg.lstsq(D[:, chosen[:n_active]], y, rcond=None)
        residual = y - D[:, chosen[:n_active]] @ coef
        if np.linalg.norm(residual) < tol:
            break
    return chosen[:n_active], coef
