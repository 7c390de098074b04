import numpy as np


def scaled_to_row_peaks(n, seed):
    # Each row is rewritten from itself alone: the batched right-hand side reads the same rows.
    flows = np.random.default_rng(seed).random(size=(n, n))
    flows[:n] = flows[:n] / flows[:n].max(axis=1, keepdims=True)
    return flows


def peak_days(n_days, n_regions, seed):
    # int() of an index is a Python int, as `.tolist()` gives.
    history = np.random.default_rng(seed).random(size=(n_days, n_regions))
    peaks = []
    if n_regions > 0:
        peaks.extend(np.argmax(history[:, :n_regions], axis=0).tolist())
    return peaks


def _inputs(rng):
    return [
        ("scaled_to_row_peaks", (n, int(rng.integers(1000)))) for n in (1, 4, 9)
    ] + [("peak_days", (d, r, int(rng.integers(1000)))) for d, r in ((1, 1), (5, 3), (12, 7))]
