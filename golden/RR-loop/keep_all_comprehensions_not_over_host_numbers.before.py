import numpy as np


def row_labels(n):
    m = np.ones((n, 3))
    return [f"{row}" for row in m]  # rows of a 2-D array: a list row prints with commas


def element_methods(n):
    x = np.linspace(0.0, 1.0, n)
    return [v.item() for v in x]  # a Python float has no .item()


def lazy_generator(n):
    x = np.linspace(0.0, 1.0, n)
    later = (v * 2 for v in x)  # consumed later: it would see writes into x made before then
    x[0] = 5.0
    return list(later)


def single_precision(n):
    x = np.linspace(0.0, 1.0, n, dtype=np.float32)
    return [np.exp(v) for v in x]  # float32 arithmetic on a NumPy float32, float64 on a float


def unknown_rank(values):
    return [v for v in values]  # a parameter nothing in this file passes


def handed_over(n):
    x = np.linspace(0.0, 1.0, n)
    return [np.copyto(x, v) for v in x]  # the element expression may change the array
