import numpy as np


def stepped_levels(drops, n):
    levels = np.zeros(n, dtype=np.int64)
    levels[0] = 100
    for i in range(1, n):
        levels[i] = levels[i - 1] + drops[i]
    return levels


def counted_days(rates, n):
    days = np.zeros((4, n), dtype=np.int32)
    for d in range(1, n):
        days[:, d] = days[:, d - 1] + rates[:, d] * 0.5
    return days
