import numpy as np


def along_one_row(m):
    u = np.ones((3, m))
    for i in range(1, m):
        u[0, i] = u[0, i - 1] * 0.5
    return u


def rows_that_may_meet(m, r):
    u = np.ones((3, m))
    for i in range(1, m):
        u[r, i] = u[-1, i - 1] * 0.5
    return u


def negative_rows(m):
    u = np.ones((3, m))
    for i in range(1, m):
        u[2, i] = u[-1, i - 1] * 0.5
    return u
