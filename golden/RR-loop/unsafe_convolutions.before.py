import numpy as np


def poly_mul(p, q):
    out = np.zeros(len(p) + len(q) - 1)
    for i in range(len(p)):
        for j in range(len(q)):
            out[i + j] = out[i + j] + q[j] * p[i]
    return out


def runoff(excess, uh, hours):
    flow = np.zeros(hours + len(uh))
    for i in range(excess.size):
        for j in range(uh.shape[0]):
            flow[j + i] += excess[i] * uh[j]
    return flow


def dice(rolls):
    face = np.full(6, 1.0 / 6)
    dist = np.array([1.0])
    for _ in range(rolls - 1):
        dist = poly_mul(dist, face)
    return dist


def hydrograph(seed):
    hours = 48
    rng = np.random.default_rng(seed)
    excess = np.where(rng.random(hours) > 0.7, rng.gamma(2.0, 3.0, hours), 0.0)
    uh = np.linspace(0.0, 1.0, 6) * np.linspace(1.0, 0.0, 6)
    return runoff(excess, uh, hours)


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (1, 2, 9, 40):
        cases.append(("poly_mul", (rng.normal(size=n), rng.normal(size=3))))
        cases.append(("runoff", (rng.random(n), rng.random(4), n + 2)))
        cases.append(("dice", (n,)))
        cases.append(("hydrograph", (n,)))
    return cases
