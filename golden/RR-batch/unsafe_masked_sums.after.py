import numpy as np

_EXACT = True


def season_totals(gain):
    totals = np.zeros(gain.shape[0])
    totals[:gain.shape[0]] = np.where(gain > 0, gain, 0).sum(axis=1)
    return totals


def cold_volume(v, level):
    out = np.zeros(v.shape[0])
    out[:v.shape[0]] = np.sum(np.where(v < level, v, 0), axis=tuple(range(1, v.ndim)))
    return out


def counts_below(scores, cut):
    n = np.zeros(len(scores), dtype=int)
    n[:len(scores)] = np.where(scores <= cut, scores, 0).sum(axis=1)
    return n


def _inputs(rng):
    a, b = int(rng.integers(1, 7)), int(rng.integers(1, 9))
    return [
        ("season_totals", (rng.normal(size=(a, b)),)),
        ("cold_volume", (rng.random((a, b, 3)), 0.4)),
        ("counts_below", (rng.integers(0, 9, (a, b)), 4)),
    ]


def main():
    season_totals(np.ones((3, 4)))
    cold_volume(np.ones((3, 4, 2)), 0.5)
    counts_below(np.ones((3, 4), dtype=int), 2)
