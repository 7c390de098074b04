import numpy as np

_EXACT = True


def weekly_totals(daily):
    # One row per store, one block of seven days per week: the rows stay, the blocks reduce.
    n_weeks = daily.shape[1] // 7
    weeks = np.zeros((daily.shape[0], n_weeks))
    for s in range(daily.shape[0]):
        for w in range(n_weeks):
            weeks[s, w] = np.sum(daily[s, w * 7:w * 7 + 7])
    return weeks


def daily_peaks(power):
    # `max` is exact; the array is a parameter, so its rank is unknown and trailing axes reduce too.
    n_days = power.shape[1] // 24
    peaks = np.zeros((power.shape[0], n_days))
    for site in range(power.shape[0]):
        for d in range(n_days):
            peaks[site, d] = power[site, d * 24:(d + 1) * 24].max()
    return peaks


def band_means(cube, t):
    # Tiles down the first axis, single columns along the second, channels averaged with them.
    nb = len(cube) // t
    out = np.zeros((nb, cube.shape[1]))
    for b in range(nb):
        for c in range(cube.shape[1]):
            out[b, c] = cube[b * t:(b + 1) * t, c].mean()
    return out


def _inputs(rng):
    return [
        ("weekly_totals", (rng.poisson(20.0, (5, 7 * 9 + 3)).astype(float),)),
        ("daily_peaks", (rng.normal(size=(3, 24 * 4 + 5)),)),
        ("daily_peaks", (rng.normal(size=(2, 24 * 2, 3)),)),
        ("band_means", (rng.normal(size=(17, 4, 3)), 4)),
        ("band_means", (rng.normal(size=(3, 2, 2)), 5)),
    ]
