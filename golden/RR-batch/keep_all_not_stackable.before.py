import numpy as np


def mixed(stack, weights):
    out = np.empty(len(stack))
    for k in range(len(stack)):
        out[k] = np.linalg.det(stack[k]) * weights[k]
    ranks = np.empty(len(stack))
    for k in range(len(stack)):
        ranks[k] = np.linalg.matrix_rank(stack[k])
    spec = np.empty((len(stack), 4), dtype=complex)
    for k in range(len(stack)):
        spec[k] = np.fft.fft(stack[k][0], axis=0)
    return out, ranks, spec
