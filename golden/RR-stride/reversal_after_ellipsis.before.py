import numpy as np


def descending_eigenvalues(matrices):
    matrices = np.asarray(matrices, dtype=float)
    return np.linalg.eigvalsh(matrices)[..., ::-1]


def adjusted_p(ps):
    # A running minimum from the right, written back through the reversed view.
    ps = np.array(ps, dtype=float)
    np.minimum.accumulate(ps[..., ::-1], out=ps[..., ::-1], axis=-1)
    return ps


def first_of_reversed_rows(x):
    x = np.asarray(x, dtype=float)
    return np.sort(x, axis=-1)[..., ::-1, 0]


def _inputs(rng):
    a = rng.normal(size=(4, 3, 3))
    sym = a + np.swapaxes(a, -1, -2)
    return [
        ("descending_eigenvalues", (sym,)),
        ("adjusted_p", (rng.random(size=(3, 7)),)),
        ("first_of_reversed_rows", (rng.normal(size=(2, 5, 4)),)),
    ]
