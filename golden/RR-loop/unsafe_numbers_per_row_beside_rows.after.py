import numpy as np

_EXACT = True


def weighted_rows(n):
    # `w[k]` is one number per row of `a`: a column beside the rows.
    a = np.ones((n, 3))
    w = np.arange(n, dtype=float)
    total = 0.0
    total += np.sum(np.sum(a[:n, :] * w[:n, None], axis=1))
    return total


def exceedance_hours(q, thresholds):
    # One threshold per gauge, the caller's percentile along each row.
    hours = np.zeros(q.shape[0], dtype=int)
    hours[:q.shape[0]] = np.sum(
        q[:q.shape[0], :] > thresholds[:q.shape[0], None], axis=1
    )
    return hours


def gauges(n):
    q = np.abs(np.sin(np.arange(n * 40.0) * 0.37)).reshape(n, 40)
    return exceedance_hours(q, np.percentile(q, 90, axis=1))


def _inputs(rng):
    return [("weighted_rows", (4,)), ("weighted_rows", (0,)), ("gauges", (5,)), ("gauges", (1,))]
