import numpy as np


def check_labels(predicted: np.ndarray):
    # `==` with a list is one bool for a list and an elementwise array for np.sort's result
    # (`assert` would raise "truth value of an array is ambiguous").
    assert sorted(np.unique(predicted)) == ["bar", "baz"]


def nonzero_magnitudes(x: np.ndarray):
    # The list is kept and later compared with a list.
    magnitudes = sorted(np.abs(x[x != 0]))
    return magnitudes


def padded_levels(levels: np.ndarray):
    # `+` would add elementwise instead of concatenating.
    return sorted(levels) + [np.inf]


def three_smallest_and_a_sentinel(a: np.ndarray):
    # A slice of the list is a list (`+` concatenates); of an array, an array.
    ranked = sorted(a)
    return ranked[:3] + [np.inf]
