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
