import numpy as np


def masks(x, thresholds, repeats):
    counts = np.zeros(len(thresholds))
    keep = np.ones(x.shape[0], dtype=bool)
    for r in range(repeats):
        for k, t in enumerate(thresholds):
            keep.fill(1)
            keep &= x > t
            counts[k] += np.count_nonzero(keep)
    return counts


def _inputs(rng):
    return [("masks", (rng.standard_normal(40), [-1.0, 0.0, 0.5], 3))]
