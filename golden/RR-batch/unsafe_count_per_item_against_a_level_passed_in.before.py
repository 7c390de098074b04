import numpy as np


def saturated(images, level):
    counts = np.zeros(len(images), dtype=np.int64)
    for k, img in enumerate(images):
        counts[k] = np.count_nonzero(img >= level)
    return counts


def report(seed, n):
    rng = np.random.default_rng(seed)
    frames = rng.random((n, 16, 12))
    return saturated(frames, 0.99), saturated(frames, 0.5)


_EXACT = True


def _inputs(rng):
    return [("report", (int(rng.integers(0, 1000)), n)) for n in (1, 4, 9)]
