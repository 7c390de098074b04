import numpy as np

# Not rewritten: a reduction over a middle axis (`moist[b, :, h]`), of one number per element (a
# 2-D array's element), and of an element at another index than the loop variables.


def spread(moist):
    s = np.zeros((moist.shape[0], moist.shape[2]))
    for b in range(moist.shape[0]):
        for h in range(moist.shape[2]):
            s[b, h] = np.max(moist[b, :, h]) - np.min(moist[b, :, h])
    return s


def numbers(n, m):
    grid = np.ones((n, m))
    out = np.zeros((n, m))
    for i in range(n):
        for j in range(m):
            out[i, j] = np.max(grid[i, j])
    return out


def shifted(n, m):
    cube = np.ones((n + 1, m, 4))
    out = np.zeros((n, m))
    for i in range(n):
        for j in range(m):
            out[i, j] = cube[i + 1, j].max()
    return out
