import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)


def energy(u, f, lam):
    gx = np.zeros_like(u)
    gx[:-1] = u[1:] - u[:-1]
    return float(np.sum(np.abs(gx)) + 0.5 / lam * np.sum((u - f) ** 2))


def denoise(f, lam, step, iters):
    u = f.copy()
    prev = energy(u, f, lam)
    for it in range(iters):
        u = u - step * (u - f) / lam
        if it % CHECK_EVERY == 0:
            e = energy(u, f, lam)
            if abs(prev - e) < 1e-9 * prev:
                break
            prev = e
    return u
