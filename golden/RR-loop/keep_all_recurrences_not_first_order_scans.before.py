import numpy as np


def counts(x):
    n = np.zeros(len(x), dtype=np.int64)
    for i in range(1, len(x)):
        n[i] = 2 * n[i - 1] + x[i]
    return n


def single(x):
    y = np.zeros(len(x), dtype=np.float32)
    for i in range(1, len(x)):
        y[i] = 0.5 * y[i - 1] + x[i]
    return y


def called_decay(x, decay):
    y = np.zeros(len(x))
    for i in range(1, len(x)):
        y[i] = decay() * y[i - 1] + x[i]
    return y


def down_the_rows(m, a):
    out = np.zeros_like(m, dtype=float)
    for t in range(1, m.shape[0]):
        out[t, :] = a * m[t, :] + (1 - a) * out[t - 1, :]
    return out


def varying_row_decays(m, decay):
    out = np.zeros_like(m, dtype=float)
    for t in range(1, m.shape[1]):
        out[:, t] = m[:, t] + decay[t] * out[:, t - 1]
    return out


def called_varying_decay(x, decay):
    y = np.zeros(len(x))
    for i in range(1, len(x)):
        y[i] = decay(x[i]) * y[i - 1] + x[i]
    return y


def row_decays(m, decay):
    out = np.zeros_like(m, dtype=float)
    for t in range(1, m.shape[1]):
        out[:, t] = m[:, t] + decay * out[:, t - 1]
    return out


def _report():
    x = np.arange(6.0)
    counts(np.arange(6))
    single(x)
    called_decay(x, lambda: 0.5)
    down_the_rows(np.ones((4, 3)), 0.5)
    row_decays(np.ones((4, 3)), np.ones(4))
    varying_row_decays(np.ones((4, 3)), np.ones(3))
    called_varying_decay(x, np.exp)
