import numpy as np

_EXACT = True


def pairwise_distances(pts):
    n = len(pts)
    d = np.zeros((n, n))
    d[:n, :n] = np.sqrt(
        (pts[:n, 0, None] - pts[:n, 0]) ** 2 + (pts[:n, 1, None] - pts[:n, 1]) ** 2
    )
    return d


def hour_of_day_profile(load):
    profile = np.zeros(24)
    counts = np.zeros(24)
    profile += np.bincount(
        np.arange(len(load)) % 24, weights=load, minlength=profile.shape[0]
    )
    counts += np.bincount(np.arange(len(load)) % 24, minlength=counts.shape[0])
    return profile / counts


def weekday_totals(sales, first_day):
    totals = np.zeros(7)
    totals += np.bincount(
        (np.arange(sales.shape[0]) + first_day) % 7,
        weights=sales,
        minlength=totals.shape[0],
    )
    return totals


def repeat_last_week(load, horizon):
    forecast = np.zeros(horizon)
    forecast[:horizon] = load[len(load) - 168 + np.arange(horizon) % 168]
    return forecast


def _inputs(rng):
    return [
        ("pairwise_distances", (rng.uniform(0, 50, (9, 2)),)),
        ("hour_of_day_profile", (rng.normal(500, 20, 24 * 5 + 7),)),
        ("weekday_totals", (rng.normal(100, 5, 40), 3)),
        ("repeat_last_week", (rng.normal(500, 20, 400), 200)),
    ]
