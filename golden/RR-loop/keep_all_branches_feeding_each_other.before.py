import numpy as np


def exchange(n):
    a = np.linspace(-1.0, 1.0, n)
    b = np.linspace(1.0, -1.0, n)
    for i in range(n):
        # b's value reads a, a's value reads b: no order of the two statements is right.
        if a[i] > 0.0:
            b[i] = a[i] * 2.0
        else:
            a[i] = b[i] - 1.0
    return a, b


def settle(n):
    p = np.linspace(-1.0, 1.0, n)
    q = np.zeros(n)
    for i in range(n):
        # q reads the p this branch has just written.
        if p[i] < 0.0:
            p[i] = -p[i]
            q[i] = p[i] * 0.5
    return p, q


def tuple_per_element(n):
    keep = np.zeros(n, dtype=object)
    x = np.linspace(-1.0, 1.0, n)
    for k in range(n):
        # A trailing comma stores a tuple, not one value np.where could select.
        if x[k] > 0.0:
            keep[k] = True,
        else:
            keep[k] = False
    return keep
