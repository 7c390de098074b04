import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)


def jacobi(u, f, h, tol, max_steps):
    work = u.copy()
    for step in range(max_steps):
        work[1:-1] = 0.5 * (u[:-2] + u[2:] - h * h * f[1:-1])
        if step % CHECK_EVERY == 0:
            err = float(np.max(np.abs(work - u)))
        u, work = work, u
        if step % CHECK_EVERY == 0 and err < tol:
            break
    return u
