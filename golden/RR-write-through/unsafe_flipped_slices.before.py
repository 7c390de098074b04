import numpy as np

_EXACT = True

SPONGE = 4


def damp_far_rows(p, w):
    p = np.array(p, dtype=np.float64)
    edge = np.flipud(p)[:SPONGE]
    edge *= w[:, None]
    return p


def mute_last_columns(gather):
    gather = np.array(gather, dtype=np.float64)
    tail = np.fliplr(gather)[:, 1:3]
    tail[...] = 0.0
    return gather


def scale_reversed_band(trace):
    trace = np.array(trace, dtype=np.float64)
    band = np.flip(trace, 0)[2:5]
    band -= 1.5
    return trace


def damp_then_total(p, w):
    p = np.array(p, dtype=np.float64)
    edge = np.flipud(p)[:SPONGE]
    edge *= w[:, None]
    p[0] = edge.sum()
    return p


def _inputs(rng):
    w = np.linspace(0.2, 1.0, SPONGE)
    return [
        ("damp_far_rows", (rng.normal(size=(9, 3)), w)),
        ("damp_far_rows", (rng.normal(size=(4, 2)), w)),
        ("mute_last_columns", (rng.normal(size=(3, 6)),)),
        ("mute_last_columns", (rng.normal(size=(3, 2)),)),
        ("scale_reversed_band", (rng.normal(size=7),)),
        ("scale_reversed_band", (rng.normal(size=3),)),
        ("damp_then_total", (rng.normal(size=(6, 2)), w)),
    ]
