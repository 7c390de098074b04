import numpy as np

_EXACT = True


def kept_by_walrus(n):
    level = np.zeros(3)
    if (first := level) is not None:
        pass
    for _ in range(n):
        level = level + 1.0
    return first, level


def kept_by_list_extension(n):
    level = np.zeros(3)
    saved = []
    for _ in range(2):
        for _ in range(n):
            level = level + 1.0
        saved += [level]
    return saved


def _inputs(rng):
    return [("kept_by_walrus", (3,)), ("kept_by_list_extension", (2,))]
