import numpy as np


def max(a, b):
    return a if a > b else b + 1.0


def level(x):
    y = np.zeros(len(x))
    for i in range(1, len(x)):
        y[i] = max(0.0, y[i - 1] + x[i])
    return y


def _report():
    level(np.arange(6.0))
