import numpy as np

_EXACT = True


def short_time_energy(sig, win):
    energy = np.zeros(len(sig))
    for i in range(win, len(sig)):
        energy[i] = np.sum(sig[i - win:i] ** 2) / win
    return energy


def moving_mean_square(x, win):
    out = np.zeros(len(x) - win + 1)
    for i in range(len(out)):
        seg = x[i:i + win]
        out[i] = np.mean(seg * seg)
    return out


def rectified_area(v, dt, w):
    area = np.zeros(len(v) - w)
    for k in range(len(v) - w):
        area[k] = dt * np.abs(v[k:k + w] - 0.5).sum()
    return area


def _inputs(rng):
    x = rng.normal(size=int(rng.integers(20, 80)))
    return [
        ("short_time_energy", (x, int(rng.integers(1, 10)))),
        ("moving_mean_square", (x, int(rng.integers(1, 10)))),
        ("rectified_area", (x, 0.01, int(rng.integers(1, 10)))),
    ]
