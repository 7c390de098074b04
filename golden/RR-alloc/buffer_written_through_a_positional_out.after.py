import numpy as np

_EXACT = True


def smoothed_totals(signal, steps):
    total = 0.0
    acc = np.zeros(signal.shape[0])
    for k in range(steps):
        acc.fill(0)
        np.add(acc, signal * (k + 1), acc)  # the third argument of np.add is its output
        np.sqrt(acc, acc)
        total += float(acc.sum())
    return total


def _inputs(rng):
    return [("smoothed_totals", (rng.uniform(0.0, 2.0, 11), 4))]
