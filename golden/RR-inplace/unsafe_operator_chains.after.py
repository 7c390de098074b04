import numpy as np

_EXACT = True  # one ufunc per operator, in order, computes the same temporaries


def seir(pop, days, beta=0.3, sigma=0.2, gamma=0.1):
    s = pop - 10.0
    e = np.zeros_like(pop)
    i = np.full_like(pop, 10.0)
    r = np.zeros_like(pop)
    for day in range(days):
        new_e = beta * s * i / pop
        new_i = sigma * e
        new_r = gamma * i
        np.subtract(s, new_e, out=s)
        np.add(e, new_e, out=e)
        np.subtract(e, new_i, out=e)
        np.add(i, new_i, out=i)
        np.subtract(i, new_r, out=i)
        np.add(r, new_r, out=r)
    return s, e, i, r


def relax(n, steps):
    u = np.linspace(0.0, 1.0, n)
    for k in range(steps):
        np.multiply(u, 0.5, out=u)
        np.add(u, 0.25, out=u)
        u = u * 0.9 + u.mean() * 0.1  # the second operand reads u after the first operator wrote it: kept
    return u


def _inputs(rng):
    return [("seir", (rng.uniform(1e3, 1e5, 7), 12)), ("relax", (9, 5))]
