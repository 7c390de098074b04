import numpy as np

_EXACT = True  # the in-place updates compute the same values on these inputs


def rates(s, i, pop, beta, gamma):
    force = beta * i / pop
    force = 0.9 * force + 0.05 * (np.roll(force, 1) + np.roll(force, -1))
    infections = force * s
    return -infections, infections - gamma * i, gamma * i


def epidemic(pop, seeds, days):
    s = pop - seeds
    i = seeds.astype(float)
    r = np.zeros(len(pop))
    curve = []
    for day in range(days):
        ds, di, dr = rates(s, i, pop, 0.3, 0.1)
        s = s + ds
        i = i + di
        r = r + dr
        curve.append(float(i.sum()))
    return s, i, r, curve


def _inputs(rng):
    pop = rng.integers(100, 1000, 40).astype(float)
    seeds = np.zeros(40)
    seeds[rng.integers(0, 40, 3)] = 4
    return [("epidemic", (pop, seeds, 30))]
