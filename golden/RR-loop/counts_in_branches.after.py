import numpy as np


def gate(n, threshold):
    db = np.linspace(-60.0, 0.0, n)
    db[n // 3 : n // 3 + 1] = np.nan
    keep = np.zeros(n, dtype=bool)
    quiet = 0
    loud = 0
    loud += 2 * np.count_nonzero(db[:n] > threshold)
    quiet += np.count_nonzero((db[:n] > threshold - 20.0) & ~(db[:n] > threshold))
    quiet += np.count_nonzero(~(db[:n] > threshold) & ~(db[:n] > threshold - 20.0))
    keep[:n] = np.where(
        db[:n] > threshold, True, np.where(db[:n] > threshold - 20.0, keep[:n], False)
    )
    return keep, quiet, loud


def _inputs(rng):
    return [("gate", (n, -30.0)) for n in (0, 1, 7, 64)]
