import numpy as np


def spread_from_floor(x):
    # A reduction along an axis (an array per item) beside one number per item: stacked, the
    # numbers would line up with the wrong axis.
    out = np.zeros((x.shape[0], x.shape[2]))
    for k in range(x.shape[0]):
        out[k] = x[k].max(axis=0) - x[k].min()
    return out


def centred(x):
    # The item beside its reduction along an axis: each item broadcasts against its column
    # means, the stack would not.
    out = np.zeros_like(x)
    for k in range(x.shape[0]):
        out[k] = x[k] - x[k].mean(axis=0)
    return out


def weighted(x, w):
    # One value of another array per item beside an array per item.
    out = np.zeros((x.shape[0], x.shape[2]))
    for k in range(x.shape[0]):
        out[k] = x[k].sum(axis=0) * w[k]
    return out
