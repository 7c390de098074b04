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
        s = s - new_e
        e = e + new_e - new_i
        i = i + new_i - new_r
        r = r + new_r
    return s, e, i, r


def relax(n, steps):
    u = np.linspace(0.0, 1.0, n)
    for k in range(steps):
        u = u * 0.5 + 0.25
        u = u * 0.9 + u.mean() * 0.1  # the second operand reads u after the first operator wrote it: kept
    return u


def _inputs(rng):
    return [("seir", (rng.uniform(1e3, 1e5, 7), 12)), ("relax", (9, 5))]
