import numpy as np


def fortran_buffer(rows, cols):
    """A buffer handed to column-major code: the test checks the layout it asked for."""
    binned = np.zeros((rows, cols), dtype=np.uint8, order="F")
    return bool(binned.flags.f_contiguous), bool(np.isfortran(np.empty((rows, cols), order="F")))


def _inputs(rng):
    return [("fortran_buffer", (3, 4))]
