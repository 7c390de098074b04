import numpy as np


def skip_then_stop(x, level):
    total = 0.0
    for k in range(len(x)):
        if x[k] > level:
            continue
        total += x[k]
    return total


def else_branch(x, level):
    out = np.zeros(len(x))
    for k in range(len(x)):
        if x[k] > level:
            break
        else:
            out[k] = x[k]
    return out


def position_kept(x, level):
    for k in range(len(x)):
        if x[k] > level:
            break
    return k


def searched_with_else(x, level):
    where = -1
    for k in range(len(x)):
        if x[k] > level:
            where = k
            break
    else:
        where = len(x)
    return where


def _inputs(rng):
    x = rng.normal(size=20)
    return [
        ("skip_then_stop", (x, 0.5)),
        ("else_branch", (x, 0.5)),
        ("position_kept", (x, 0.5)),
        ("searched_with_else", (x, 0.5)),
    ]
