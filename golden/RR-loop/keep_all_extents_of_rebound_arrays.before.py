import numpy as np


def rolling_after_trim(power, keep):
    # The length is measured before `power` is cut: later windows would be clamped.
    n = len(power)
    power = power[:keep]
    out = np.zeros(n - 29)
    for i in range(n - 29):
        out[i] = power[i:i + 30].mean()
    return out


def weekly_short_rows(milk, n_cows):
    # The row loop stops at a count passed in, not the array's extent.
    _, n_days = milk.shape
    weeks = n_days // 7
    out = np.zeros((n_cows, weeks))
    for c in range(n_cows):
        for w in range(weeks):
            out[c, w] = milk[c, w * 7:(w + 1) * 7].sum()
    return out
