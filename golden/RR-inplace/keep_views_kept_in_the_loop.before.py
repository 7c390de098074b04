import numpy as np


def head_read_after_the_update(n):
    x = np.zeros(5)
    total = 0.0
    for _ in range(n):
        head = x[:2]
        x = x + 1.0
        total += head.sum()
    return total, x


def rows_collected(n):
    x = np.zeros((3, 5))
    rows = []
    for _ in range(n):
        rows.append(x[0])
        x = x * 2.0 + 1.0
    return rows, x


def transposes_kept(n):
    x = np.ones((2, 2))
    seen = []
    for _ in range(n):
        seen.append(x.T)
        x = x * 3.0
    return seen, x
