import numpy as np


def strided_weights_are_views(n):
    """A layout check: the weights must be a non-contiguous view for the code under test."""
    w = np.ones(n, dtype=float)[::3]
    return bool(w.flags.c_contiguous), w.sum()


def every_other_shares(d):
    return bool(np.may_share_memory(d, d[::2])), bool(d[1::2].flags.owndata)


def squeezed_view_keeps_fortran_order():
    """The slice is squeezed, then its name's layout is tested."""
    b = np.zeros((2, 2, 2), order="F")[:, :, ::2].squeeze()
    return bool(b.flags.f_contiguous)


def _inputs(rng):
    return [
        ("strided_weights_are_views", (10,)),
        ("every_other_shares", (rng.normal(size=(6, 4)),)),
        ("squeezed_view_keeps_fortran_order", ()),
    ]
