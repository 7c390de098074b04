import numpy as np
from numpy import nditer


def fortran_order_values(a):
    """Items of a buffered nditer are views of one buffer it refills: each must be copied at once."""

    def gather(it):
        val = np.array([], dtype="f8")
        for x in it:
            val = np.concatenate((val, x))
        return val

    it = nditer(a, ["buffered", "external_loop"], ["readonly"], order="F", op_dtypes="f8", buffersize=4)
    return gather(it)


def direct(a):
    out = np.array([], dtype="f8")
    for chunk in np.nditer(a, ["buffered", "external_loop"], op_dtypes="f8", buffersize=3):
        out = np.concatenate((out, chunk))
    return out


def _inputs(rng):
    return [("fortran_order_values", (rng.integers(0, 9, size=(3, 4)),)), ("direct", (rng.integers(0, 9, size=10),))]
