import numpy as np


def two_stacks(x, y):
    # Both arrays are reduced per item: which one is the stack is not clear.
    out = np.zeros(x.shape[0])
    for k in range(x.shape[0]):
        out[k] = x[k].max() / y[k].sum()
    return out


def centred(x, shift):
    # The item itself is kept (the reduction keeps its axes): `shift[k]` would need an axis.
    out = np.zeros(x.shape)
    for k in range(x.shape[0]):
        out[k] = x[k] - x[k].max() + shift[k]
    return out
