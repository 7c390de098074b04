import numpy as np


def scale(a):
    # Unsafe: `a` is not proven to be an array; for a list, `a * 2.0` raises or repeats.
    a[:] = a * 2.0 + 1.0
    return a
