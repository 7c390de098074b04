import numpy as np


def compounded(rates):
    # Each term reads the running value: a recurrence, not a sum of terms.
    rates = np.asarray(rates, dtype=float)
    wealth = 1.0
    for r in rates:
        if r > 0:
            wealth += wealth * r
    return wealth


def weighted_positive(x, weights):
    # `weights` may be an array: every term would be one, and the total an array.
    x = np.asarray(x, dtype=float)
    total = 0.0
    for v in x:
        if v > 0:
            total += v * weights
    return total
