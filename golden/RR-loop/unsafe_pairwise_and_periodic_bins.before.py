import numpy as np

_EXACT = True


def pairwise_distances(pts):
    n = len(pts)
    d = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            d[i, j] = np.sqrt((pts[i, 0] - pts[j, 0]) ** 2 + (pts[i, 1] - pts[j, 1]) ** 2)
    return d


def hour_of_day_profile(load):
    profile = np.zeros(24)
    counts = np.zeros(24)
    for h in range(len(load)):
        profile[h % 24] += load[h]
        counts[h % 24] += 1
    return profile / counts


def weekday_totals(sales, first_day):
    totals = np.zeros(7)
    for k in range(sales.shape[0]):
        totals[(k + first_day) % 7] += sales[k]
    return totals


def repeat_last_week(load, horizon):
    forecast = np.zeros(horizon)
    for h in range(horizon):
        forecast[h] = load[len(load) - 168 + h % 168]
    return forecast


def _inputs(rng):
    return [
        ("pairwise_distances", (rng.uniform(0, 50, (9, 2)),)),
        ("hour_of_day_profile", (rng.normal(500, 20, 24 * 5 + 7),)),
        ("weekday_totals", (rng.normal(100, 5, 40), 3)),
        ("repeat_last_week", (rng.normal(500, 20, 400), 200)),
    ]
