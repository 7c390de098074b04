import numpy as np

DEPTHS = [10, 20, 30, 50]


def mean_of_used(length, used):
    # Each element's own count of values: not one slice of the stack.
    mean = np.zeros((length.shape[0], length.shape[1]))
    for g in range(length.shape[0]):
        for p in range(length.shape[1]):
            n = used[g, p]
            mean[g, p] = length[g, p, :n].mean()
    return mean


def depth_gradient(vwc):
    # A number per depth beside rows of readings: once vectorized it would meet the time axis.
    grad = np.zeros((vwc.shape[0], vwc.shape[1] - 1, vwc.shape[2]))
    for p in range(vwc.shape[0]):
        for d in range(vwc.shape[1] - 1):
            grad[p, d] = (vwc[p, d + 1] - vwc[p, d]) / (DEPTHS[d + 1] - DEPTHS[d])
    return grad


_DEMO = (
    mean_of_used(np.ones((2, 3, 4)), np.full((2, 3), 2)),
    depth_gradient(np.ones((2, 4, 5))),
)
