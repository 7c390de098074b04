import numpy as np


def brightest(frames):
    frames = np.asarray(frames, dtype=float)
    return list(np.argmax(frames.reshape(len(frames), -1), axis=1))


def saturated(frames, level):
    frames = np.asarray(frames, dtype=float)
    flags = np.zeros(len(frames), dtype=bool)
    flags[:len(frames)] = np.any(frames.reshape(len(frames), -1) >= level, axis=1)
    return flags


def lit_pixels(frames):
    frames = np.asarray(frames, dtype=float)
    counts = []
    counts.extend(np.count_nonzero(frames.reshape(len(frames), -1) > 0.5, axis=1))
    return counts


_EXACT = True


def _inputs(rng):
    f = rng.random((4, 3, 5))
    return [("brightest", (f,)), ("saturated", (f, 0.9)), ("lit_pixels", (f,)), ("brightest", (f[:, 0],))]
