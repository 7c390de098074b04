import numpy as np


def smooth(x):
    out = np.array(x, dtype=float)
    out[1:-1] = (x[:-2] + x[1:-1] + x[2:]) / 3.0
    return out


def report(log, x, fast):
    # `log` runs before the sliced value is computed; `fast` decides whether it is computed.
    print(log(x), smooth(x)[::2])
    picked = smooth(x)[::3] if fast else x
    values = [smooth(row)[::2] for row in x]
    return picked, values
