import numpy as np


def weight_rows(d: np.ndarray, w: np.ndarray, n, m):
    # Unsafe: w[i] is taken to be one value per row (w 1-D), so it broadcasts as w[:n, None].
    out = np.zeros((n, m))
    out[:n, :] = d[:n, :] * w[:n, None]
    return out
