"""Steady and transient heat conduction on a plate with fixed-temperature edges."""
import numpy as np


def set_boundaries(T, top, bottom, left, right):
    T[0, :] = top
    T[-1, :] = bottom
    T[:, 0] = left
    T[:, -1] = right


def jacobi(T, tol=1e-4, max_iter=5000):
    for it in range(max_iter):
        T_new = T.copy()
        for i in range(1, T.shape[0] - 1):
            for j in range(1, T.shape[1] - 1):
                T_new[i, j] = 0.25 * (T[i + 1, j] + T[i - 1, j] + T[i, j + 1] + T[i, j - 1])
        diff = np.max(np.abs(T_new - T))
        T = T_new
        if diff < tol:
            break
    return T, it


def explicit_transient(T, alpha, dx, dt, steps):
    r = alpha * dt / dx ** 2
    for n in range(steps):
        lap = np.zeros_like(T)
        lap[1:-1, 1:-1] = (T[2:, 1:-1] + T[:-2, 1:-1] + T[1:-1, 2:] + T[1:-1, :-2]
                           - 4 * T[1:-1, 1:-1])
        T = T + r * lap
        if n % 100 == 0:
            print("step", n, "mean", T.mean())
    return T


def hottest_cells(T, k):
    flat = T.ravel()
    idx = np.argsort(flat)[::-1][:k]
    return [np.unravel_index(i, T.shape) for i in idx]


def main():
    T = np.zeros((40, 40))
    set_boundaries(T, 100.0, 0.0, 50.0, 25.0)
    steady, iters = jacobi(T)
    T2 = np.zeros((40, 40))
    set_boundaries(T2, 100.0, 0.0, 50.0, 25.0)
    trans = explicit_transient(T2, 1e-4, 0.01, 0.2, 400)
    print(iters, f"{steady.mean():.6f}", f"{trans.mean():.6f}", hottest_cells(steady, 3)[0])


if __name__ == "__main__":
    main()
