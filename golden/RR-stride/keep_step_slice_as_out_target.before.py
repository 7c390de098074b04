import numpy as np


def fill_even(values, out):
    # A gather would be a copy: the call would write into it, not into `out`.
    values = np.asarray(values, dtype=float)
    out = np.asarray(out)
    np.multiply(values, 2.0, out=out[::2])
    return out


def mark_every_third(flags, hits):
    # The gathered copy would take the write, not `flags`.
    flags = np.asarray(flags)
    flags[::3][hits] = True
    return flags


def reset_even(x):
    x = np.asarray(x, dtype=float)
    x[::2].fill(0.0)
    np.copyto(x[1::4], 1.0)
    return x


def bump_view(x):
    # A name bound to the slice and written later writes into `x` through the view.
    x = np.asarray(x, dtype=float)
    even = x[::2]
    even += 1.0
    return x
