import numpy as np


def poly_mul(p, q):
    out = np.zeros(len(p) + len(q) - 1)
    out[:len(p) + len(q) - 1] += np.convolve(p, q)
    return out


def runoff(excess, uh, hours):
    flow = np.zeros(hours + len(uh))
    flow[:len(excess) + len(uh) - 1] += np.convolve(excess, uh)
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
