import numpy as np


def fill_until(a, n):
    for i in range(n):
        a[i] = a[i] + 1.0
    return a, i
