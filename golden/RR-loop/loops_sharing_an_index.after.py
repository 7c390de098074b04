import numpy as np


def clipped_gains(n, floor):
    gain = np.linspace(-1.0, 2.0, n)
    out = np.zeros(n)
    out[:n] = gain[:n] * 3.0
    # The next loop binds `i` afresh before reading it.
    out[:n] = np.where(out[:n] < floor, floor, out[:n])
    i = -1
    return out, i


def _inputs(rng):
    return [("clipped_gains", (n, 0.5)) for n in (0, 1, 17)]
