import numpy as np

_EXACT = True


def weekly_totals(daily):
    # One row per store, one block of seven days per week: the rows stay, the blocks reduce.
    n_weeks = daily.shape[1] // 7
    weeks = np.zeros((daily.shape[0], n_weeks))
    weeks[:daily.shape[0], :n_weeks] = (
        daily[:, :n_weeks * 7].reshape(daily.shape[0], n_weeks, 7, *daily.shape[2:]).sum(
            axis=(2,) + tuple(range(3, daily.ndim + 1))
        )
    )
    return weeks


def daily_peaks(power):
    # `max` is exact; the array is a parameter, so its rank is unknown and trailing axes reduce too.
    n_days = power.shape[1] // 24
    peaks = np.zeros((power.shape[0], n_days))
    peaks[:power.shape[0], :n_days] = (
        power[:, :n_days * 24].reshape(power.shape[0], n_days, 24, *power.shape[2:]).max(
            axis=(2,) + tuple(range(3, power.ndim + 1))
        )
    )
    return peaks


def band_means(cube, t):
    # Tiles down the first axis, single columns along the second, channels averaged with them.
    nb = len(cube) // t
    out = np.zeros((nb, cube.shape[1]))
    out[:nb, :cube.shape[1]] = (
        cube[:nb * t, :].reshape(nb, t, cube.shape[1], *cube.shape[2:]).mean(
            axis=(1,) + tuple(range(3, cube.ndim + 1))
        )
    )
    return out


def _inputs(rng):
    return [
        ("weekly_totals", (rng.poisson(20.0, (5, 7 * 9 + 3)).astype(float),)),
        ("daily_peaks", (rng.normal(size=(3, 24 * 4 + 5)),)),
        ("daily_peaks", (rng.normal(size=(2, 24 * 2, 3)),)),
        ("band_means", (rng.normal(size=(17, 4, 3)), 4)),
        ("band_means", (rng.normal(size=(3, 2, 2)), 5)),
    ]
