import numpy as np


def clipped_within(ds, lo, hi):
    # `ds` is a dataset of named arrays: the comparison is one too, and `.values()` its arrays
    result = ds.clip(min=lo, max=hi)
    assert all((result.min(...) >= lo).values())
    assert all((result.max(...) <= hi).values())
    return result


def first_columns(table):
    normalized = table / np.sum(table)
    return sorted((normalized > 0).keys())[:3]
