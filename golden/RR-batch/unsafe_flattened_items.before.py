import numpy as np


def brightest(frames):
    frames = np.asarray(frames, dtype=float)
    return [np.argmax(f) for f in frames]


def saturated(frames, level):
    frames = np.asarray(frames, dtype=float)
    flags = np.zeros(len(frames), dtype=bool)
    for k in range(len(frames)):
        flags[k] = np.any(frames[k] >= level)
    return flags


def lit_pixels(frames):
    frames = np.asarray(frames, dtype=float)
    counts = []
    for f in frames:
        counts.append(np.count_nonzero(f > 0.5))
    return counts


_EXACT = True


def _inputs(rng):
    f = rng.random((4, 3, 5))
    return [("brightest", (f,)), ("saturated", (f, 0.9)), ("lit_pixels", (f,)), ("brightest", (f[:, 0],))]
