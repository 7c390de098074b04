import numpy as np


def into_a_factor(p, q):
    out = np.zeros(len(p) + len(q))
    for i in range(len(out)):
        for j in range(len(q)):
            out[i + j] += out[i] * q[j]
    return out


def ranges_not_lengths(p, q, n):
    out = np.zeros(2 * n)
    for i in range(n):
        for j in range(len(q)):
            out[i + j] += p[i] * q[j]
    return out


def single_precision(p, q):
    p = p.astype(np.float32)
    out = np.zeros(len(p) + len(q) - 1)
    for i in range(len(p)):
        for j in range(len(q)):
            out[i + j] += p[i] * q[j]
    return out


def reads_the_sum(p, q):
    out = np.zeros(len(p) + len(q) - 1)
    for i in range(len(p)):
        for j in range(len(q)):
            out[i + j] += p[i] * q[j] + out[i]
    return out


def driver(seed):
    rng = np.random.default_rng(seed)
    p = rng.normal(size=5)
    q = np.linspace(0.0, 1.0, 4)
    return into_a_factor(p, q), ranges_not_lengths(p, q, 5), single_precision(p, q), reads_the_sum(p, q)


def into_integers(p, q):
    out = np.zeros(len(p) + len(q) - 1, dtype=np.int64)
    for i in range(len(p)):
        for j in range(len(q)):
            out[i + j] += p[i] * q[j]
    return out


def integer_driver(seed):
    rng = np.random.default_rng(seed)
    return into_integers(rng.normal(size=5), np.linspace(0.0, 1.0, 4))
