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


def cdf(counts):
    # The running total is stored per element: a cumulative sum, not one total.
    out = np.zeros(len(counts))
    running = 0
    for k in range(len(counts)):
        running += counts[k]
        out[k] = running
    return out / running


def held(x, threshold):
    # `last` keeps its value from an earlier iteration when the test fails.
    out = np.zeros(len(x))
    last = 0.0
    for i in range(len(x)):
        if x[i] > threshold:
            last = x[i]
        out[i] = last
    return out
