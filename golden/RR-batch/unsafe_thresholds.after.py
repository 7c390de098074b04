import numpy as np


def dead_channels(data, floor):
    data = np.asarray(data, dtype=float)
    flags = []
    flags.extend(np.max(np.abs(data), axis=tuple(range(1, data.ndim))) < floor)
    return np.array(flags)


def loud(data, level):
    data = np.asarray(data, dtype=float)
    out = np.zeros(data.shape[0], dtype=bool)
    out[:data.shape[0]] = (
        np.sqrt(np.mean(data ** 2, axis=tuple(range(1, data.ndim)))) >= level
    )
    return out


_EXACT = True


def _inputs(rng):
    d = rng.normal(size=(6, 50))
    d[2] *= 0.01
    return [("dead_channels", (d, 0.1)), ("loud", (d, 1.0)), ("dead_channels", (d[:, :1], 0.5))]
