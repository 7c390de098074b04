import numpy as np


def restarted_solve(a, b, restarts=20, verbose=False):
    x = np.zeros_like(b)
    for outer in range(restarts):
        try:
            y = np.linalg.solve(a, b - a @ x)
            if not np.isfinite(y).all():
                raise FloatingPointError
        except FloatingPointError:
            continue
        x += y
        if np.linalg.norm(b - a @ x) < 1e-10:
            if verbose:
                print("converged at restart", outer, "residual", np.linalg.norm(b - a @ x))
            break
    return x
