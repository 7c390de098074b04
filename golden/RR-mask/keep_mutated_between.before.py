import numpy as np


def relax(reach, dists, unproc, preds, point):
    # The first write changes `reach`, which the condition reads: re-evaluating the mask at the
    # second use would select different elements, so the index must be computed once.
    improved = np.where(dists < np.take(reach, unproc))
    reach[unproc[improved]] = dists[improved]
    preds[unproc[improved]] = point
    return reach, preds


def bump(a):
    idx = np.nonzero(a > 1.0)
    for t in range(3):
        a[idx] += 1.0
    return a
