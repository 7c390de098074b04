import numpy as np

_EXACT = True


def rhs(state, mu):
    x, v = state
    return np.stack([v, mu * (1 - x * x) * v - x])


def integrate(mu, steps, dt=0.01):
    state = np.stack([np.full(mu.size, 2.0), np.zeros(mu.size)])
    for _ in range(steps):
        k1 = rhs(state, mu)
        k2 = rhs(state + 0.5 * dt * k1, mu)
        state = state + dt * k2
    return state


def counts_over_time(n, steps):
    tally = np.stack([np.zeros(n, dtype=np.int64), np.ones(n, dtype=np.int64)])
    for _ in range(steps):
        tally = tally + 0.5
    return tally


def _inputs(rng):
    return [("integrate", (rng.uniform(0.5, 3.0, 7), 20)), ("counts_over_time", (4, 3))]
