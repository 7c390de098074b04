import numpy as np

_EXACT = True


def daily_means(temp):
    # The hours of each day averaged for every wheel at once; the sums run in another order.
    n_wheels, hours = temp.shape
    days = hours // 24
    out = np.zeros((n_wheels, days))
    for d in range(days):
        out[:, d] = temp[:, d * 24:(d + 1) * 24].mean(axis=1)
    return out


def block_totals(counts, block):
    # `np.sum(..., axis=1)` of the tiles of a parameter (its rank proven by the callers).
    n_bins = counts.shape[1] // block
    totals = np.zeros((counts.shape[0], n_bins))
    for b in range(n_bins):
        totals[:, b] = np.sum(counts[:, b * block:(b + 1) * block], axis=1)
    return totals


def run_blocks(seed):
    rng = np.random.default_rng(seed)
    temp = 12.0 + rng.normal(0, 0.6, (4, 24 * 6 + 5)).cumsum(axis=1) * 0.05
    counts = rng.poisson(3.0, size=(5, 23)).astype(float)
    return daily_means(temp), block_totals(counts, 4)


def _inputs(rng):
    return [("run_blocks", (int(rng.integers(1000)),))]
