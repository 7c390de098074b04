import numpy as np


def relax(u, f, tol=1e-6, max_sweeps=5000):
    sweeps = 0
    while sweeps < max_sweeps:
        new = 0.5 * (np.roll(u, 1) + np.roll(u, -1)) + f
        change = np.abs(new - u).max()
        u = new
        sweeps += 1
        if change < tol:
            break
    return u, sweeps


def fit(x, y, rate=0.1, tol=1e-9):
    w = np.zeros(x.shape[1])
    it = 0
    while True:
        it += 1
        grad = x.T @ (x @ w - y) / len(y)
        w = w - rate * grad
        if float(np.linalg.norm(grad)) < tol:
            break
    return w
