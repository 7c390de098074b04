import numpy as np


class Tagged(np.ndarray):
    pass


def overlaps(n):
    x = np.arange(n)
    strided = np.shares_memory(x[1::3].view(Tagged), x[::2])
    maybe = np.may_share_memory(np.asarray(x[::2]), x[1::2])
    return strided, maybe
