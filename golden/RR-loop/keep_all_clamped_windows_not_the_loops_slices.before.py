import numpy as np


def clamped_to_another_length(x, y, half):
    # The clamp is y's length, not x's: the windows may reach past x's end.
    out = np.zeros(len(x))
    for i in range(len(x)):
        lo = max(0, i - half)
        hi = min(len(y), i + half + 1)
        out[i] = x[lo:hi].max()
    return out


def may_be_empty(x, w):
    # `w` may be 0: an empty window's mean is nan with a warning, its minimum raises.
    out = np.zeros(len(x))
    for i in range(len(x)):
        out[i] = x[max(0, i - 2):min(len(x), i + w)].mean()
    return out


def past_the_end(x, half):
    # The loop runs beyond x: later windows are empty.
    out = np.zeros(len(x) + 5)
    for i in range(len(x) + 5):
        lo = max(0, i - half)
        hi = min(len(x), i + half + 1)
        out[i] = x[lo:hi].sum()
    return out


def negative_half(x, half):
    out = np.zeros(len(x))
    for i in range(len(x)):
        lo = max(0, i - half)
        hi = min(len(x), i + half + 1)
        out[i] = x[lo:hi].min()
    return out


negative_half(np.ones(5), -1)


def rms_envelope(x, half):
    # A root of differences of running totals may see a tiny negative number.
    out = np.zeros(len(x))
    for i in range(len(x)):
        lo = max(0, i - half)
        hi = min(len(x), i + half + 1)
        out[i] = np.sqrt(np.mean(x[lo:hi] ** 2))
    return out


rms_envelope(np.ones(5), 2)
