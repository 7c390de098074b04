import numpy as np


def picks(x, flag, seen):
    x = np.asarray(x)
    out = []
    for i in range(len(x)):
        if flag:
            out.append(i)
    both = []
    for i in range(len(x)):
        if x[i] > 0:
            both.append(i)
        if x[i] < -1:
            both.append(-i)
    for i in range(len(x)):
        if x[i] > 0:
            seen.append(i)
    return out, both
