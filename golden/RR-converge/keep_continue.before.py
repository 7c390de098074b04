import numpy as np


def iterate(u, tol):
    # Not offered: `continue` would skip the periodic check at the end of the body.
    while np.max(np.abs(u)) > tol:
        u = 0.5 * u
        if u[0] > 1.0:
            continue
        u = u - 0.01
    return u
