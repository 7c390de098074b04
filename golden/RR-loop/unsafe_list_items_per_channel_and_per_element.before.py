import numpy as np


def canvas(h, w, fill):
    # `fill` holds one value per channel (a list or tuple in the common case)
    n_chan = len(fill)
    out = np.empty((h, w, n_chan))
    for c in range(n_chan):
        out[..., c] = fill[c]
    return out


def last_row_means(table, means, order):
    expected = np.zeros((4, len(order)))
    for i in range(len(order)):
        expected[3, i] = means[order[i]]
    return expected + table


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (1, 3):
        cases.append(("canvas", (2, 5, [float(v) for v in rng.random(n)])))
        cases.append(("canvas", (3, 1, tuple(range(n)))))
    means = rng.random(3)
    for order in ([0], [2, 1, 0, 1], []):
        cases.append(("last_row_means", (rng.random((4, len(order))), means, order)))
    return cases
