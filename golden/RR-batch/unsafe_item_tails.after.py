import numpy as np

_EXACT = True


def path_averages(paths):
    avg = np.empty(paths.shape[0])
    avg[:paths.shape[0]] = paths[:, 1:].mean(axis=tuple(range(1, paths.ndim)))
    return avg


def _inputs(rng):
    return [("path_averages", (rng.lognormal(size=(8, 12)),)), ("path_averages", (rng.lognormal(size=(3, 2, 5)),))]
