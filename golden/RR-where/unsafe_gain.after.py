import math

import numpy as np

gain = lambda x: np.where((x > 0) & (x < 1e9), 20.0 * np.log10(x), -120.0)


def to_db(mags):
    return gain(mags)
