import numpy as np


def waiting_times(service, gaps):
    wait = np.zeros(len(service))
    if len(service) > 1:
        wait_steps = np.array(
            service[:len(service) - 1] - gaps[1:len(service)], dtype=wait.dtype
        )
        wait_floors = np.full(len(wait_steps), 0.0, dtype=wait.dtype)
        span = 1
        while span < len(wait_steps):
            wait_floors[span:] = np.maximum(
                wait_floors[span:], wait_floors[:-span] + wait_steps[span:]
            )
            wait_steps[span:] = wait_steps[span:] + wait_steps[:-span]
            span *= 2
        wait[1:len(service)] = np.maximum(wait_floors, wait[0] + wait_steps)
    return wait


def cusum(x, target, slack):
    up = np.zeros(len(x))
    if len(x) > 1:
        up_steps = np.array(x[1:len(x)] - target - slack, dtype=up.dtype)
        up_floors = np.full(len(up_steps), 0, dtype=up.dtype)
        span = 1
        while span < len(up_steps):
            up_floors[span:] = np.maximum(
                up_floors[span:], up_floors[:-span] + up_steps[span:]
            )
            up_steps[span:] = up_steps[span:] + up_steps[:-span]
            span *= 2
        up[1:len(x)] = np.maximum(up_floors, up[0] + up_steps)
    return up


def drawdown(returns):
    dd = np.zeros(len(returns) + 1)
    if len(returns) > 0:
        dd_steps = np.array(returns, dtype=dd.dtype)
        dd_floors = np.full(len(dd_steps), 0.0, dtype=dd.dtype)
        span = 1
        while span < len(dd_steps):
            dd_floors[span:] = np.minimum(
                dd_floors[span:], dd_floors[:-span] + dd_steps[span:]
            )
            dd_steps[span:] = dd_steps[span:] + dd_steps[:-span]
            span *= 2
        dd[1:len(returns) + 1] = np.minimum(dd_floors, dd[0] + dd_steps)
    return dd


def stock_level(start, deliveries, demand, floor):
    level = np.zeros(len(demand))
    level[0] = start
    if len(demand) > 1:
        level_steps = np.array(
            deliveries[1:len(demand)] - demand[1:len(demand)], dtype=level.dtype
        )
        level_floors = np.full(len(level_steps), floor, dtype=level.dtype)
        span = 1
        while span < len(level_steps):
            level_floors[span:] = np.maximum(
                level_floors[span:], level_floors[:-span] + level_steps[span:]
            )
            level_steps[span:] = level_steps[span:] + level_steps[:-span]
            span *= 2
        level[1:len(demand)] = np.maximum(level_floors, level[0] + level_steps)
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
