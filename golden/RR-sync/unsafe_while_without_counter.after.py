import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)


def relax(u, f, tol=1e-6):
    sweeps = 0
    check_step = 0
    while True:
        check_step += 1
        new = 0.5 * (np.roll(u, 1) + np.roll(u, -1)) + f
        change = np.abs(new - u).max()
        u = new
        if change > 1.0:
            sweeps += 1
        if check_step % CHECK_EVERY == 0 and change < tol:
            break
    return u, sweeps


def anneal(u, tol=1e-6):
    k = 0
    check_step = 0
    while k < 100:
        check_step += 1
        k += 1
        u = 0.5 * (u + np.sqrt(u))
        if check_step % CHECK_EVERY == 0 and np.abs(u - 1.0).max() < tol:
            break
        k = k + 1
    return u


def iterate(v, scale):
    it = 0.0
    check_step = 0
    while it < 50:
        check_step += 1
        it += 1
        v = v / scale
        if check_step % CHECK_EVERY == 0 and np.max(np.abs(v)) < 1e-8:
            break
    return v

