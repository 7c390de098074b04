import numpy as np


def envelope(x, attack, release):
    # `level` is read before the body assigns it: each element depends on the one before.
    env = np.zeros_like(x)
    level = 0.0
    for n in range(1, len(x)):
        a = abs(x[n])
        coeff = attack if a > level else release
        level = coeff * level + (1.0 - coeff) * a
        env[n] = level
    return env


def offsets(sizes):
    # Each slot gets the total before its own size: an exclusive running sum.
    out = np.zeros(len(sizes), dtype=np.int64)
    running = 0
    for k in range(len(sizes)):
        out[k] = running
        running += sizes[k]
    return out, running


def running_rows(x):
    # The accumulator is an array: per-element values would broadcast against it.
    acc = np.zeros(x.shape[1])
    out = np.zeros(x.shape)
    for k in range(x.shape[0]):
        acc += x[k, 0]
        out[k] = acc
    return out


def held(x, threshold):
    # `last` keeps its value from an earlier iteration when the test fails.
    out = np.zeros(len(x))
    last = 0.0
    for i in range(len(x)):
        if x[i] > threshold:
            last = x[i]
        out[i] = last
    return out
