import numpy as np


def scale(a):
    # Unsafe: `a` is not proven to be an array; for a list, `a * 2.0` raises or repeats.
    for i in range(len(a)):
        a[i] = a[i] * 2.0 + 1.0
    return a
