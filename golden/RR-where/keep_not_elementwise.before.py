import numpy as np


def lookup(x):
    return {0: 1.0}.get(x, 0.0)


table = np.vectorize(lambda x: lookup(x))
