import numpy as np


def visit_order(a):
    it = np.nditer(a.reshape(2, 3).copy(order="F"), ["c_index"], [["readonly"]])
    seen = []
    while not it.finished:
        seen.append(it.index)
        it.iternext()
    return seen


def flat_in_memory_order(a, n, m):
    buf = np.zeros((n, m), order="F")
    buf[...] = a
    return [float(v) for v in np.nditer(buf)]
