import numpy as np


def positives(values):
    return values[np.nonzero(values > 0)]
