import numpy as np

TABLE = np.linspace(0.0, 1.0, 8)


def lookup(scale):
    # Returns the module's table itself: updating it in place would change TABLE.
    if scale > 0:
        return TABLE
    return np.zeros(8)


def scaled(scales):
    out = []
    for s in scales:
        row = lookup(s)
        row = row * s
        out.append(row.sum())
    return out
