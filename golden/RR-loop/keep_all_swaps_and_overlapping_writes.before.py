import numpy as np


def fibonacci_like(x: np.ndarray):
    # `a, b = b, a + x[i]` reads last iteration's values: a recurrence.
    out = np.zeros(len(x))
    a, b = 0.0, 1.0
    for i in range(len(x)):
        a, b = b, a + x[i]
        out[i] = b
    return out


def interleave(a: np.ndarray, b: np.ndarray, n):
    # The next iteration overwrites the element written at `i + 1`.
    y = np.zeros(n + 1)
    for i in range(n):
        y[i] = a[i]
        y[i + 1] = b[i]
    return y


def wrapped(x: np.ndarray):
    # Writing at `i - 1` from a start of 0 reaches y[-1], the last element.
    y = np.zeros(len(x))
    for i in range(len(x)):
        y[i - 1] = x[i]
    return y
