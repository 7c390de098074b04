import numpy as np


def fill_even(values, out):
    # A gather would be a copy: the call would write into it, not into `out`.
    values = np.asarray(values, dtype=float)
    out = np.asarray(out)
    np.multiply(values, 2.0, out=out[::2])
    return out
