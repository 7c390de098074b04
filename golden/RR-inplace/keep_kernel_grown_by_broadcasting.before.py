import numpy as np


def _along(w, ndim, axis):
    shape = [1] * ndim
    shape[axis] = -1
    return np.asarray(w, dtype=float).reshape(shape)


def separable_kernel(edge, smooth, ndim, edge_dim):
    kernel = np.array(_along(edge, ndim, edge_dim))
    for d in range(ndim):
        if d != edge_dim:
            kernel = kernel * _along(smooth, ndim, d)
    return kernel


def tiled(row, n):
    out = np.asarray(row, dtype=float)
    for _ in range(n):
        out = out * np.ones((2, 1))
    return out


def corners(values, weights_per_corner):
    value = np.array([0.0])
    for weights in weights_per_corner:
        weight = np.array([1.0])
        for w in weights:
            weight = weight * w
        value = value + np.asarray(values) * weight
    return value
