import numpy as np


def service_levels(stockouts, days):
    levels = []
    for k in range(len(stockouts)):
        levels.append(1.0 - stockouts[k] / days)
    return np.array(levels)


def margins(price, cost):
    out = [0.0]
    for i in range(price.shape[0]):
        out.append(np.log(price[i] / cost[i]) * 100)
    return out


def report(seed):
    rng = np.random.default_rng(seed)
    stockouts = rng.integers(0, 30, 12)
    price = rng.uniform(5.0, 9.0, 8)
    return service_levels(stockouts, 365), margins(price, price * 0.7)


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 9, 40):
        cases.append(("service_levels", (rng.integers(0, 30, n), 365)))
        cases.append(("margins", (rng.uniform(5.0, 9.0, n), rng.uniform(1.0, 4.0, n))))
        cases.append(("report", (n,)))
    return cases
