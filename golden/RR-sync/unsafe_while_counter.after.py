import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)


def relax(u, f, tol=1e-6, max_sweeps=5000):
    sweeps = 0
    while sweeps < max_sweeps:
        new = 0.5 * (np.roll(u, 1) + np.roll(u, -1)) + f
        change = np.abs(new - u).max()
        u = new
        sweeps += 1
        if sweeps % CHECK_EVERY == 0 and change < tol:
            break
    return u, sweeps


def fit(x, y, rate=0.1, tol=1e-9):
    w = np.zeros(x.shape[1])
    it = 0
    while True:
        it += 1
        grad = x.T @ (x @ w - y) / len(y)
        np.subtract(w, rate * grad, out=w)
        if it % CHECK_EVERY == 0 and float(np.linalg.norm(grad)) < tol:
            break
    return w
