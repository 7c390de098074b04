import numpy as np

# Not rewritten: the loop variable between whole axes (`w[i]` would line up with neither end),
# and rows mixed with columns in one statement.


def scale_planes(cube, w):
    cube = np.asarray(cube, dtype=np.float64)
    for i in range(cube.shape[1]):
        cube[:, i, :] = cube[:, i, :] * w[i]
    return cube


def mixed(a, b):
    a = np.asarray(a, dtype=np.float64)
    for i in range(a.shape[0]):
        a[i, :] = a[i, :] + b[:, i]
    return a


def zero_flat_dims(freq, shift):
    freq = np.asarray(freq)
    shift = np.asarray(shift, dtype=np.float64)
    shape = freq.shape
    # `shape` is a tuple: `shape[:n] == 1` would compare the tuple, not its entries.
    for dim in range(freq.ndim):
        if shape[dim] == 1:
            shift[dim] = 0
    return shift


def outer(x, y):
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    result = np.zeros((len(x), len(x)))
    # `x` is a whole column here: beside columns it would line up with the loop's axis.
    for i in range(len(x)):
        result[:, i] = x * y[i]
    return result
