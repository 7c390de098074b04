import numpy as np

_EXACT = True

N_ACT = 8


def weekly_short_rows(milk, n_cows):
    # The row loop stops at a count passed in: the first rows are taken.
    _, n_days = milk.shape
    weeks = n_days // 7
    out = np.zeros((n_cows, weeks))
    out[:n_cows, :weeks] = (
        milk[:n_cows, :weeks * 7].reshape(n_cows, weeks, 7, *milk.shape[2:]).sum(
            axis=(2,) + tuple(range(3, milk.ndim + 1))
        )
    )
    return out


def actuator_means(cd, boxes):
    # A module constant counts the tiles: the profile is assumed to hold them all.
    per = boxes // N_ACT
    act = np.zeros((cd.shape[0], N_ACT))
    act[:cd.shape[0], :N_ACT] = (
        cd[:, :N_ACT * per].reshape(cd.shape[0], N_ACT, per, *cd.shape[2:]).mean(
            axis=(2,) + tuple(range(3, cd.ndim + 1))
        )
    )
    return act


def weekly_peaks(counts, n_years, n_days):
    weeks = n_days // 7
    out = np.zeros((n_years, weeks))
    out[:n_years, :weeks] = (
        counts[:n_years, :weeks * 7].reshape(n_years, weeks, 7, *counts.shape[2:]).max(
            axis=(2,) + tuple(range(3, counts.ndim + 1))
        )
    )
    return out


def first_sites(power, n):
    # The row loop stops at `n`, which may pass the array's end (then both forms raise).
    e = np.zeros((n, 3))
    e[:n, :3] = power[:n, :3 * 24].reshape(n, 3, 24, *power.shape[2:]).sum(
        axis=(2,) + tuple(range(3, power.ndim + 1))
    )
    return e


def _inputs(rng):
    milk = rng.normal(20.0, 3.0, size=(6, 30))
    cd = rng.normal(size=(5, 35))
    counts = rng.poisson(4.0, size=(4, 30)).astype(float)
    return [("weekly_short_rows", (milk, 4)), ("weekly_short_rows", (milk, 0)),
            ("actuator_means", (cd, 32)), ("actuator_means", (cd, 35)),
            ("weekly_peaks", (counts, 4, 28)), ("weekly_peaks", (counts, 2, 30)),
            ("first_sites", (rng.normal(size=(5, 80)), 3)), ("first_sites", (rng.normal(size=(5, 80)), 0))]
