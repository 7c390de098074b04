import numpy as np

_EXACT = True


def rolling_30s(power):
    n = len(power)
    out = np.zeros(n - 29)
    window_sums = np.concatenate(([0], np.cumsum(power)))
    window_ends = np.arange(0, n - 29)
    out[0:n - 29] = (window_sums[window_ends + 30] - window_sums[window_ends]) / (
        window_ends + 30 - window_ends
    )
    return out


def weekly_yield(milk):
    n_cows, n_days = milk.shape
    weeks = n_days // 7
    out = np.zeros((n_cows, weeks))
    out[:n_cows, :weeks] = (
        milk[:, :weeks * 7].reshape(n_cows, weeks, 7, *milk.shape[2:]).sum(
            axis=(2,) + tuple(range(3, milk.ndim + 1))
        )
    )
    return out


def weekly_peak(milk):
    herd, days = milk.shape
    weeks = days // 7
    peak = np.zeros((herd, weeks))
    peak[:herd, :weeks] = (
        milk[:, :weeks * 7].reshape(herd, weeks, 7, *milk.shape[2:]).max(
            axis=(2,) + tuple(range(3, milk.ndim + 1))
        )
    )
    return peak


def _inputs(rng):
    return [
        ("rolling_30s", (rng.uniform(0.0, 400.0, 200),)),
        ("rolling_30s", (rng.uniform(0.0, 400.0, 30),)),
        ("weekly_yield", (rng.normal(30.0, 4.0, (6, 30)),)),
        ("weekly_yield", (rng.normal(30.0, 4.0, (2, 6)),)),
        ("weekly_peak", (rng.normal(30.0, 4.0, (5, 28)),)),
    ]
