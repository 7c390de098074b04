import numpy as np

_EXACT = True


def revenue_by_month(active, prices):
    rev = np.zeros(active.shape[1])
    for m in range(active.shape[1]):
        rev[m] = np.sum(active[:, m] * prices)
    return rev


def basin_runoff(melt, rain, areas):
    q = np.zeros(melt.shape[1])
    for d in range(melt.shape[1]):
        q[d] = np.sum((melt[:, d] + rain[:, d]) * areas) / np.sum(areas)
    return q


def monthly_revenue(seed):
    rng = np.random.default_rng(seed)
    active = rng.random((300, 12)) < 0.6
    prices = rng.choice([9.0, 19.0, 49.0], 300)
    return revenue_by_month(active, prices)


def runoff(seed):
    rng = np.random.default_rng(seed)
    melt = rng.uniform(0, 3, (7, 365))
    rain = rng.uniform(0, 9, (7, 365))
    return basin_runoff(melt, rain, np.linspace(40, 10, 7))


def _inputs(rng):
    seed = int(rng.integers(0, 1000))
    return [("monthly_revenue", (seed,)), ("runoff", (seed,))]
