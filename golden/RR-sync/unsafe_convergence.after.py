import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)


def relax(u, steps, tol):
    for step in range(steps):
        u[1:-1] = 0.5 * (u[:-2] + u[2:])
        if step % CHECK_EVERY == 0:
            err = float(np.max(np.abs(u)))
            if err < tol:
                break
        if step % CHECK_EVERY == 0:
            print("step", step, np.max(u))
    return u
