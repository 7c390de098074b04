import numpy as np


def rows_of_a_matrix(n):
    m = np.zeros((n, 3))
    total = 0.0
    for row in m:  # rows of a 2-D array: a list row has no .sum()
        total += float(np.sum(row))
    return total


def element_methods(n):
    x = np.linspace(0.0, 1.0, n)
    out = []
    for v in x:
        out.append(v.item())  # a Python float has no .item()
    return out


def written_while_iterated(n):
    x = np.linspace(0.0, 1.0, n)
    seen = []
    for v in x:
        x[-1] = v  # the loop reads the array as it changes
        seen.append(v)
    return seen


def unknown_rank(values):
    out = []
    for v in values:  # a parameter nothing in this file passes: its rank is unknown
        out.append(v)
    return out


def single_precision(n):
    x = np.linspace(0.0, 1.0, n, dtype=np.float32)
    out = []
    for v in x:
        out.append(np.exp(v))  # float32 arithmetic on a NumPy float32, float64 on a Python float
    return out


def rows_of_a_draw(s):
    d = np.random.randn(4, s)  # two extents: rows
    for x in d:
        print(x)  # each row, printed as an array


def first_above(n, limit):
    x = np.linspace(0.0, 1.0, n)
    total = 0.0
    for v in x:
        total += v
        if total > limit:
            break  # a search may read a few elements of a large array
    return v


def single_precision_draw():
    rng = np.random.default_rng(0)
    x = rng.random(50, np.float32)  # a positional dtype after the size
    for v in x:
        print(v)  # float32 elements print as float32
