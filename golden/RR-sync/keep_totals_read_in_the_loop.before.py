import numpy as np


def running(chunks, limit):
    total = 0.0
    for c in chunks:
        total += float(np.sum(c))
        if total > limit:
            break
    return total


def early(chunks):
    acc = 0.0
    for c in chunks:
        acc += float(np.sum(c))
        if acc < 0:
            return None
    return acc
