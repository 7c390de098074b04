import numpy as np


def frames_written_through(x, k):
    # Writing into the frame writes into x.
    n = len(x) // k
    peak = np.zeros(n)
    for f in range(n):
        seg = x[f * k:(f + 1) * k]
        seg[0] = 0.0
        peak[f] = seg.max()
    return peak


def frames_from_an_offset(x):
    out = np.zeros(10)
    for f in range(2, 10):
        out[f] = x[f * 4:(f + 1) * 4].max()
    return out
