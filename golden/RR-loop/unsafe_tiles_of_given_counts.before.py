import numpy as np

_EXACT = True

N_ACT = 8


def weekly_short_rows(milk, n_cows):
    # The row loop stops at a count passed in: the first rows are taken.
    _, n_days = milk.shape
    weeks = n_days // 7
    out = np.zeros((n_cows, weeks))
    for c in range(n_cows):
        for w in range(weeks):
            out[c, w] = milk[c, w * 7:(w + 1) * 7].sum()
    return out


def actuator_means(cd, boxes):
    # A module constant counts the tiles: the profile is assumed to hold them all.
    per = boxes // N_ACT
    act = np.zeros((cd.shape[0], N_ACT))
    for k in range(cd.shape[0]):
        for j in range(N_ACT):
            act[k, j] = cd[k, j * per:(j + 1) * per].mean()
    return act


def weekly_peaks(counts, n_years, n_days):
    weeks = n_days // 7
    out = np.zeros((n_years, weeks))
    for y in range(n_years):
        for w in range(weeks):
            out[y, w] = counts[y, w * 7:w * 7 + 7].max()
    return out


def first_sites(power, n):
    # The row loop stops at `n`, which may pass the array's end (then both forms raise).
    e = np.zeros((n, 3))
    for s in range(n):
        for d in range(3):
            e[s, d] = power[s, d * 24:(d + 1) * 24].sum()
    return e


def _inputs(rng):
    milk = rng.normal(20.0, 3.0, size=(6, 30))
    cd = rng.normal(size=(5, 35))
    counts = rng.poisson(4.0, size=(4, 30)).astype(float)
    return [("weekly_short_rows", (milk, 4)), ("weekly_short_rows", (milk, 0)),
            ("actuator_means", (cd, 32)), ("actuator_means", (cd, 35)),
            ("weekly_peaks", (counts, 4, 28)), ("weekly_peaks", (counts, 2, 30)),
            ("first_sites", (rng.normal(size=(5, 80)), 3)), ("first_sites", (rng.normal(size=(5, 80)), 0))]
