import numpy as np


def rolling_after_trim(power, keep):
    # The length is measured before `power` is cut: later windows would be clamped.
    n = len(power)
    power = power[:keep]
    out = np.zeros(n - 29)
    for i in range(n - 29):
        out[i] = power[i:i + 30].mean()
    return out

