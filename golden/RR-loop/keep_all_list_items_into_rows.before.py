import numpy as np


def from_records(records, dtype):
    # a dtype such as "2i" or "(2,2)f4" gives each element a shape: every record fills a row
    dtype = np.dtype(dtype)
    table = np.empty(len(records), dtype=dtype)
    for i in range(len(table)):
        table[i] = records[i]
    return table


def scaled_indices(shape, spacing):
    # one plane per axis, scaled by that axis's spacing (a tuple)
    field = np.indices(shape).astype(np.float64)
    for ax in range(len(spacing)):
        field[ax, ...] *= spacing[ax]
    return field
