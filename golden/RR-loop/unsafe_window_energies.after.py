import numpy as np

_EXACT = True


def short_time_energy(sig, win):
    energy = np.zeros(len(sig))
    window_sums = np.concatenate(([0], np.cumsum(sig ** 2)))
    window_ends = np.arange(win, len(sig))
    energy[win:len(sig)] = (
        (window_sums[window_ends] - window_sums[window_ends - win]) / win
    )
    return energy


def moving_mean_square(x, win):
    out = np.zeros(len(x) - win + 1)
    window_sums = np.concatenate(([0], np.cumsum(x * x)))
    window_ends = np.arange(0, len(out))
    out[0:len(out)] = (window_sums[window_ends + win] - window_sums[window_ends]) / (
        window_ends + win - window_ends
    )
    return out


def rectified_area(v, dt, w):
    area = np.zeros(len(v) - w)
    window_sums = np.concatenate(([0], np.cumsum(np.abs(v - 0.5))))
    window_ends = np.arange(0, len(v) - w)
    area[0:len(v) - w] = dt * (window_sums[window_ends + w] - window_sums[window_ends])
    return area


def _inputs(rng):
    x = rng.normal(size=int(rng.integers(20, 80)))
    return [
        ("short_time_energy", (x, int(rng.integers(1, 10)))),
        ("moving_mean_square", (x, int(rng.integers(1, 10)))),
        ("rectified_area", (x, 0.01, int(rng.integers(1, 10)))),
    ]
