import numpy as np

BASE_C = 15.5


def degree_days(days):
    tmin = np.linspace(-4.0, 18.0, days)
    tmax = np.linspace(2.0, 29.0, days)
    hdd = 0.0
    cdd = 0.0
    for d in range(days):
        mean = (tmin[d] + tmax[d]) / 2
        if mean < BASE_C:
            hdd += BASE_C - mean
        else:
            cdd += mean - BASE_C
    return hdd, cdd


def gains_and_losses(n):
    price = np.cos(np.linspace(0.0, 7.0, n)) * 10.0 + 50.0
    price[n // 2 : n // 2 + 1] = np.nan
    up = 0.0
    down = 0.0
    flat = 0
    for t in range(1, n):
        change = price[t] - price[t - 1]
        if change > 0.01:
            up += change
        elif change < -0.01:
            down -= change
        else:
            flat += 1
    return up, down, flat


def _inputs(rng):
    cases = [("degree_days", (d,)) for d in (0, 1, 9, 40)]
    cases += [("gains_and_losses", (n,)) for n in (1, 2, 5, 60)]
    return cases
