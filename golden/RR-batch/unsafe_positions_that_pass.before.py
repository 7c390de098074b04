import numpy as np

_EXACT = True


def quiet_rows(x, limit):
    rows = [0]
    for i in range(x.shape[0]):
        if np.std(x[i]) < limit:
            rows.append(i)
    return rows


def _inputs(rng):
    x = rng.normal(size=(9, 6))
    x[::3] *= 4.0
    return [("quiet_rows", (x, 1.5))]
