import numpy as np


def _accumulate_normal_equations(ab):
    """Stands in for compiled code that takes a C-contiguous block and writes into it."""
    if not ab.flags.c_contiguous:
        raise ValueError("ab must be C-contiguous")
    ab += 1.0


def banded_normal_equations(k, n):
    # The transpose of a Fortran-order block is C-contiguous: the extension needs that layout.
    ab = np.zeros((k + 1, n), dtype=np.float64, order="F")
    _accumulate_normal_equations(ab.T)
    return ab


def element_orders(x):
    # These change which element comes first: dropping order= would change the values.
    by_columns = np.reshape(x, (x.shape[1], x.shape[0]), order="F")
    as_stored = np.ravel(x.T, order="K")
    return by_columns, as_stored


def _inputs(rng):
    return [("banded_normal_equations", (2, 5)), ("element_orders", (rng.normal(size=(3, 4)),))]
