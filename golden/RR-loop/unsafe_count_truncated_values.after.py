import numpy as np

_EXACT = True


def grade_histogram(points):
    hist = np.zeros(5)
    hist += np.bincount(np.asarray(points.ravel()).astype(int), minlength=hist.shape[0])
    return hist


def _inputs(rng):
    return [
        ("grade_histogram", (rng.uniform(0, 4.99, 40),)),
        ("grade_histogram", (rng.integers(0, 5, (6, 7)),)),
    ]
