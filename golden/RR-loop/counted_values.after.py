import math

import numpy as np


def outliers(frame, limit):
    bad = 0
    bad += np.count_nonzero(
        (abs(frame.ravel() - 0.5) > limit) & (np.isfinite(frame.ravel()))
    )
    return bad


def flagged(flags):
    hits = 0
    misses = 10
    hits += np.count_nonzero(np.ravel(flags) != 0)
    misses -= 3 * np.count_nonzero(np.ravel(flags) != 0)
    return hits, misses


def _inputs(rng):
    cases = []
    for n in (0, 1, 7, 40):
        frame = rng.random((n, 3))
        if n:
            frame[0, 0] = np.nan
        cases.append(("outliers", (frame, 0.3)))
        cases.append(("flagged", (rng.integers(0, 3, n),)))
        cases.append(("flagged", (rng.normal(size=(n, 2)) > 0,)))
        cases.append(("flagged", (np.where(rng.random(n) > 0.5, np.nan, 0.0),)))
    return cases
