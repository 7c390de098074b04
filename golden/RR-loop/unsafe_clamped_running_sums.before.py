import numpy as np


def waiting_times(service, gaps):
    wait = np.zeros(len(service))
    for k in range(1, len(service)):
        wait[k] = max(0.0, wait[k - 1] + service[k - 1] - gaps[k])
    return wait


def cusum(x, target, slack):
    up = np.zeros(len(x))
    for t in range(1, len(x)):
        up[t] = max(0, up[t - 1] + x[t] - target - slack)
    return up


def drawdown(returns):
    dd = np.zeros(len(returns) + 1)
    for t in range(len(returns)):
        dd[t + 1] = min(dd[t] + returns[t], 0.0)
    return dd


def stock_level(start, deliveries, demand, floor):
    level = np.zeros(len(demand))
    level[0] = start
    for d in range(1, len(demand)):
        level[d] = max(floor, level[d - 1] + deliveries[d] - demand[d])
    return level


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 2, 3, 17, 60):
        cases.append(("waiting_times", (rng.exponential(1.0, n), rng.exponential(1.1, n))))
        cases.append(("cusum", (rng.normal(0.2, 1.0, n), 0.0, 0.5)))
        cases.append(("drawdown", (rng.normal(0.001, 0.02, n),)))
        if n:
            cases.append(("stock_level", (5.0, rng.poisson(3.0, n), rng.poisson(3.0, n), 1.0)))
    return cases
