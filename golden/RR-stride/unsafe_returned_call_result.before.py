import numpy as np


def smooth(signal):
    out = signal.copy()
    out[1:-1] = (signal[:-2] + 2.0 * signal[1:-1] + signal[2:]) / 4.0
    return out


def decimate(signal):
    return smooth(np.asarray(signal, dtype=float))[::2]


def newest_first(events):
    return np.sort(events, axis=-1)[..., 1::3]


def keep_list(n):
    # A list is sliced the same way but cannot be gathered from: not rewritten.
    return list(range(n))[::2]


_EXACT = True


def _inputs(rng):
    return [
        ("decimate", (rng.normal(size=41),)),
        ("newest_first", (rng.normal(size=(3, 17)),)),
        ("keep_list", (9,)),
    ]
