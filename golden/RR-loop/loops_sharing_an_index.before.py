import numpy as np


def clipped_gains(n, floor):
    gain = np.linspace(-1.0, 2.0, n)
    out = np.zeros(n)
    for i in range(n):
        out[i] = gain[i] * 3.0
    # The next loop binds `i` afresh before reading it.
    for i in range(n):
        if out[i] < floor:
            out[i] = floor
    i = -1
    return out, i


def _inputs(rng):
    return [("clipped_gains", (n, 0.5)) for n in (0, 1, 17)]
