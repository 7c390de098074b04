import math

import numpy as np


def entropy_bits(counts):
    p = counts / counts.sum()
    h = 0.0
    h -= np.sum(p[p > 0] * np.log2(p[p > 0]))
    return h


def log_likelihood(probabilities):
    total = 0.0
    total += np.sum(np.log(probabilities.ravel()[probabilities.ravel() > 1e-12]))
    return total
