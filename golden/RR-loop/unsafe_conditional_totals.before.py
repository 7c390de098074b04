import math

import numpy as np


def entropy_bits(counts):
    p = counts / counts.sum()
    h = 0.0
    for x in p:
        if x > 0:
            h -= x * np.log2(x)
    return h


def log_likelihood(probabilities):
    total = 0.0
    for q in probabilities.ravel():
        if q > 1e-12:
            total += math.log(q)
    return total
