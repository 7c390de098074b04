import numpy as np


def head(x):
    return x[: len(x) // 2]


def record(x, out):
    out.append(x)
    return x.sum()


def relax(n, steps):
    level = np.linspace(0.0, 2.0, n)
    heads = []
    for t in range(steps):
        heads.append(head(level).copy())
        level = np.clip(level, 0.2, 1.5)
    return level, heads


def kept(n, steps):
    level = np.linspace(0.0, 2.0, n)
    seen = []
    for t in range(steps):
        record(level, seen)
        level = np.clip(level, 0.2, 1.5)
    return level, seen
