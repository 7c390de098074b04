import numpy as np


def decaying_level(x):
    out = np.zeros(len(x))
    level = 0.0
    for i in range(len(x)):
        if x[i] > 0:
            level += x[i]
        level *= 0.9
        out[i] = level
    return out


def read_then_rebound(x):
    out = np.zeros(len(x))
    z = 1.0
    for i in range(len(x)):
        out[i] = z * x[i]
        z = x[i] * 2.0
        z += 1.0
    return out
