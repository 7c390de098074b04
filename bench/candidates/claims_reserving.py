"""Chain-ladder claims reserving on a cumulative loss triangle."""
import numpy as np


def make_triangle(n, rng):
    tri = np.full((n, n), np.nan)
    for i in range(n):
        level = rng.uniform(800, 1200)
        cum = 0.0
        for j in range(n - i):
            cum += level * 0.5 ** j * rng.uniform(0.8, 1.2)
            tri[i, j] = cum
    return tri


def development_factors(tri):
    n = tri.shape[0]
    f = np.zeros(n - 1)
    for j in range(n - 1):
        num = 0.0
        den = 0.0
        for i in range(n - j - 1):
            num += tri[i, j + 1]
            den += tri[i, j]
        f[j] = num / den
    return f


def complete(tri, f):
    full = tri.copy()
    n = tri.shape[0]
    for i in range(n):
        for j in range(n - i, n):
            full[i, j] = full[i, j - 1] * f[j - 1]
    return full


def reserves(tri, full):
    n = tri.shape[0]
    r = np.zeros(n)
    for i in range(n):
        r[i] = full[i, -1] - tri[i, n - i - 1]
    return r


if __name__ == "__main__":
    rng = np.random.default_rng(19)
    tri = make_triangle(10, rng)
    f = development_factors(tri)
    print("factors", np.round(f, 4))
    full = complete(tri, f)
    r = reserves(tri, full)
    print("reserves", np.round(r, 1))
    print("total reserve %.1f" % r.sum())
