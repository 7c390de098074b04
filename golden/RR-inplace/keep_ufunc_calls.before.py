import numpy as np


def counts_root(n, steps):
    c = np.zeros(n, dtype=np.int64)
    for t in range(steps):
        c = np.sqrt(c)
    return c


def bounded(x, steps):
    for t in range(steps):
        x = np.clip(x, 0.5, 2.5)
    return x


def reversed_max(n, steps):
    v = np.linspace(0.0, 1.0, n)
    for t in range(steps):
        v = np.fmax(v, np.flip(v))
    return v


def brent_like(a, b, steps):
    q = np.zeros(3)
    for t in range(steps):
        if a > b:
            q = 2.0 * (a - b)
            q = np.abs(q)
    return q


def scalar_step(a, b, steps):
    q = 0.0
    for t in range(steps):
        q = (a - b) * (q + 1.0)
        q = np.abs(q)
    return q



def digits(a, n):
    indx = np.argmin(a.ravel(), axis=-1)
    for k in range(n):
        indx = indx // 3
    return indx
