import numpy as np

_EXACT = True  # a list of fresh rows: the same table


def table(rows):
    out = np.empty((0, 3))
    for r in rows:
        out = np.vstack([out, r])
    return out


def _inputs(rng):
    return [("table", ([rng.standard_normal(3) for _ in range(4)],)), ("table", ([],))]
