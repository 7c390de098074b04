import numpy as np

BASE_C = 15.5


def degree_days(days):
    tmin = np.linspace(-4.0, 18.0, days)
    tmax = np.linspace(2.0, 29.0, days)
    hdd = 0.0
    cdd = 0.0
    mean = (tmin[:days] + tmax[:days]) / 2
    hdd += np.sum(np.where(mean < BASE_C, BASE_C - mean, 0))
    cdd += np.sum(np.where(~(mean < BASE_C), mean - BASE_C, 0))
    return hdd, cdd


def gains_and_losses(n):
    price = np.cos(np.linspace(0.0, 7.0, n)) * 10.0 + 50.0
    price[n // 2 : n // 2 + 1] = np.nan
    up = 0.0
    down = 0.0
    flat = 0
    change = price[1:n] - price[:n - 1]
    up += np.sum(np.where(change > 0.01, change, 0))
    down -= np.sum(np.where((change < -0.01) & ~(change > 0.01), change, 0))
    flat += np.count_nonzero(~(change > 0.01) & ~(change < -0.01))
    return up, down, flat


def _inputs(rng):
    cases = [("degree_days", (d,)) for d in (0, 1, 9, 40)]
    cases += [("gains_and_losses", (n,)) for n in (1, 2, 5, 60)]
    return cases
