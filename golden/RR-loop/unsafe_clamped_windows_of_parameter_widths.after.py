import numpy as np

_EXACT = True


def trailing_mean(x, n=10):
    # The window's width is a parameter every call gives as at least 1.
    out = np.zeros(len(x))
    window_sums = np.concatenate(([0], np.cumsum(x)))
    window_ends = np.arange(0, len(x))
    lo = np.maximum(0, window_ends - n + 1)
    out[:len(x)] = (window_sums[window_ends + 1] - window_sums[lo]) / (
        window_ends + 1 - lo
    )
    return out


def centred_mean(v, width=5):
    out = np.empty_like(v)
    half = width // 2
    for r in range(len(v)):
        lo = max(0, r - half)
        hi = min(len(v), r + half + 1)
        out[r] = v[lo:hi].mean()
    return out


def smoothed(x):
    return trailing_mean(x) + trailing_mean(x, 3) + centred_mean(x) + centred_mean(x, 3)


def _inputs(rng):
    x = rng.normal(size=30)
    return [("smoothed", (x,)), ("smoothed", (x[:2],))]
