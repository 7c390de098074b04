import numpy as np


def cdf(counts: np.ndarray):
    # Each bin gets the total so far; the grand total normalises afterwards.
    out = np.zeros(len(counts))
    running = 0
    running_so_far = running + np.cumsum(counts)
    out[:] = running_so_far
    if len(counts) > 0:
        running = running_so_far[-1]
    return out / running


def survival(hazard: np.ndarray, n):
    curve = np.empty(n)
    alive = 1.0
    curve[:n] = alive * np.cumprod(1.0 - hazard[:n])
    return curve


def cumulative_rainfall(daily: np.ndarray, start, stop):
    totals = np.zeros(daily.shape)
    seen = 0.0
    for d in range(start, stop):
        seen += daily[d] * 0.1
        totals[d] = seen
    return totals, seen


def _inputs(rng):
    counts = rng.integers(0, 40, 64)
    hazard = rng.uniform(0.0, 0.05, 30)
    rows = rng.uniform(0.0, 20.0, (12, 3))
    return [
        ("cdf", (counts,)),
        ("cdf", (rng.uniform(0.0, 1.0, 16),)),
        ("survival", (hazard, 30)),
        ("survival", (hazard, 0)),
        ("cumulative_rainfall", (rng.uniform(0.0, 20.0, 40), 5, 30)),
        ("cumulative_rainfall", (rows, 2, 10)),
        ("cumulative_rainfall", (rows, 4, 4)),
    ]
