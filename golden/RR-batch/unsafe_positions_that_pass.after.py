import numpy as np

_EXACT = True


def quiet_rows(x, limit):
    rows = [0]
    rows.extend(np.nonzero(np.std(x, axis=tuple(range(1, x.ndim))) < limit)[0].tolist())
    return rows


def _inputs(rng):
    x = rng.normal(size=(9, 6))
    x[::3] *= 4.0
    return [("quiet_rows", (x, 1.5))]
