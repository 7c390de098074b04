import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)


def jacobi(u, tol, max_iter):
    err = tol + 1.0
    it = 0
    check_step = 0
    keep_going = bool(np.max(np.abs(u)) > tol)
    while keep_going and it < max_iter:
        u = 0.5 * (np.roll(u, 1) + np.roll(u, -1))
        it += 1
        check_step += 1
        if check_step % CHECK_EVERY == 0:
            keep_going = bool(np.max(np.abs(u)) > tol)
    return u, it
