import numpy as np

_EXACT = True


def season_totals(gain):
    totals = np.zeros(gain.shape[0])
    for h in range(gain.shape[0]):
        totals[h] = gain[h][gain[h] > 0].sum()
    return totals


def cold_volume(v, level):
    out = np.zeros(v.shape[0])
    for i in range(v.shape[0]):
        out[i] = np.sum(v[i][v[i] < level])
    return out


def counts_below(scores, cut):
    n = np.zeros(len(scores), dtype=int)
    for k in range(len(scores)):
        n[k] = scores[k][scores[k] <= cut].sum()
    return n


def degree_minutes(temps, hi, step_min):
    dm = np.zeros(temps.shape[0])
    for s in range(temps.shape[0]):
        over = temps[s] - hi
        dm[s] = np.sum(over[over > 0]) * step_min
    return dm


def share_positive(x):
    out = np.zeros(x.shape[0])
    for s in range(x.shape[0]):
        out[s] = x[s][x[s] > 0].sum() / np.abs(x[s]).sum()
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
