import math

import numpy as np

gain = np.vectorize(lambda x: 20.0 * math.log10(x) if x > 0 and x < 1e9 else -120.0)


def to_db(mags):
    return gain(mags)
