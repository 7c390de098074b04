import numpy as np


def varying_floor(x, lo):
    y = np.zeros(len(x))
    for i in range(1, len(x)):
        y[i] = max(lo[i], y[i - 1] + x[i])
    return y


def decayed(x):
    y = np.zeros(len(x))
    for i in range(1, len(x)):
        y[i] = max(0.0, 0.9 * y[i - 1] + x[i])
    return y


def three_way(x):
    y = np.zeros(len(x))
    for i in range(1, len(x)):
        y[i] = max(0.0, y[i - 1] + x[i], x[i])
    return y


def integer_level(x):
    y = np.zeros(len(x), dtype=np.int64)
    for i in range(1, len(x)):
        y[i] = max(0, y[i - 1] + x[i] - 0.5)
    return y


def rows(m):
    out = np.zeros_like(m, dtype=float)
    for t in range(1, m.shape[1]):
        out[:, t] = np.maximum(0.0, out[:, t - 1] + m[:, t])
    return out


def _report():
    x = np.arange(6.0)
    varying_floor(x, x)
    decayed(x)
    three_way(x)
    integer_level(np.arange(6))
    rows(np.ones((3, 4)))
