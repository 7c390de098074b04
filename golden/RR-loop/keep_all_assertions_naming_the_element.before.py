import numpy as np


def named(n):
    x = np.linspace(0.0, 1.0, n)
    for i in range(n):
        assert x[i] >= 0, f"negative at {i}"
    return x


def two_messages(n):
    x = np.linspace(0.0, 1.0, n)
    for i in range(n):
        assert x[i] >= 0, "negative"
        assert x[i] <= 1, "above one"
    return x


def with_other_work(n, out):
    x = np.linspace(0.0, 1.0, n)
    for i in range(n):
        assert x[i] >= 0
        out.append(x[i])
    return out


def _report():
    named(4)
    two_messages(4)
    with_other_work(4, [])
