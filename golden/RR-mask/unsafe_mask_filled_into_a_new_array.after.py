import numpy as np


def fold_mask(test_fold, f):
    test_mask = np.zeros(test_fold.shape[0], dtype=bool)
    test_mask[test_fold == f] = True
    return test_mask


_EXACT = True


def _inputs(rng):
    return [("fold_mask", (rng.integers(0, k, n), 0)) for k, n in ((1, 5), (3, 12), (4, 40))]
