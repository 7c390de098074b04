import numpy as np

# Not rewritten: a transposed write, a row of the volume (`v[i, :, k]` takes an axis of its
# own), the last value of an overwrite across the inner loop, and a
# recurrence along the middle loop.


def transposed(v, w):
    out = np.zeros((v.shape[0], v.shape[2], v.shape[1]))
    for i in range(v.shape[0]):
        for j in range(v.shape[1]):
            for k in range(v.shape[2]):
                out[i, k, j] = v[i, j, k] + w[k, j]
    return out


def with_rows(v, n0, n1, n2):
    out = np.zeros((n0, n1, n2))
    for i in range(n0):
        for j in range(n1):
            for k in range(n2):
                out[i, j, k] = np.sum(v[i, :, k])
    return out


def last_of_row(v):
    out = np.zeros((v.shape[0], v.shape[1]))
    for i in range(v.shape[0]):
        for j in range(v.shape[1]):
            for k in range(v.shape[2]):
                out[i, j] = v[i, j, k]
    return out


def cumulative(v):
    out = np.zeros(v.shape)
    for i in range(v.shape[0]):
        for j in range(1, v.shape[1]):
            for k in range(v.shape[2]):
                out[i, j, k] = out[i, j - 1, k] + v[i, j, k]
    return out
