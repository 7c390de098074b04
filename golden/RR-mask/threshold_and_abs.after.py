import numpy as np


def regularize(w, tol):
    s = w.sum(0)
    s[abs(s) < tol] = 1.0
    return w / s


def restock(stock, reorder_point, batch):
    low = np.nonzero(stock < reorder_point)
    stock[low] = stock[low] + batch
    return stock


def _inputs(rng):
    return [
        ("regularize", (rng.normal(size=(4, 6)), 0.5)),
        ("restock", (rng.uniform(0, 10, 9), 4.0, 5.0)),
        ("restock", (rng.uniform(0, 10, 9), rng.uniform(0, 10, 9), 5.0)),
    ]
