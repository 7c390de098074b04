import numpy as np


def halves(x, out):
    # int() inside arithmetic or as an index stays an int in Python; np.trunc gives floats.
    for i in range(x.shape[0]):
        out[i] = int(x[i]) / 2
    for i in range(x.shape[0]):
        out[i] = x[int(x[i])]
    return out
