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


def degree_minutes(temps, hi, step_min):
    dm = np.zeros(temps.shape[0])
    over = temps - hi
    dm[:temps.shape[0]] = np.sum(np.where(over > 0, over, 0), axis=1) * step_min
    return dm


def share_positive(x):
    out = np.zeros(x.shape[0])
    out[:x.shape[0]] = np.where(x > 0, x, 0).sum(axis=1) / np.abs(x).sum(axis=1)
    return out


def _inputs(rng):
    a, b = int(rng.integers(1, 7)), int(rng.integers(1, 9))
    return [
        ("season_totals", (rng.normal(size=(a, b)),)),
        ("cold_volume", (rng.random((a, b, 3)), 0.4)),
        ("counts_below", (rng.integers(0, 9, (a, b)), 4)),
        ("degree_minutes", (rng.normal(6.0, 2.0, (a, b)), 8.0, 5)),
        ("share_positive", (rng.normal(size=(a, b)),)),
    ]


def main():
    season_totals(np.ones((3, 4)))
    cold_volume(np.ones((3, 4, 2)), 0.5)
    counts_below(np.ones((3, 4), dtype=int), 2)
    degree_minutes(np.ones((3, 4)), 8.0, 5)
    share_positive(np.ones((3, 4)))
