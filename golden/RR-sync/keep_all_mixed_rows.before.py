import numpy as np


def sweep(grid, scales):
    rows = []
    for s in scales:
        # `s` is not converted: a dtype=float conversion of the whole row would turn an int into a float.
        rows.append((s, float(np.max(grid * s))))
    return rows


def counts(grid, levels):
    rows = []
    for level in levels:
        # Converted differently: no single dtype gives back both.
        rows.append((int(np.count_nonzero(grid > level)), float(np.mean(grid > level))))
    return rows
