import numpy as np


def strided_weights_are_views(n):
    """A layout check: the weights must be a non-contiguous view for the code under test."""
    w = np.ones(n, dtype=float)[::3]
    return bool(w.flags.c_contiguous), w.sum()


def every_other_shares(d):
    return bool(np.may_share_memory(d, d[::2])), bool(d[1::2].flags.owndata)


def _inputs(rng):
    return [
        ("strided_weights_are_views", (10,)),
        ("every_other_shares", (rng.normal(size=(6, 4)),)),
    ]
