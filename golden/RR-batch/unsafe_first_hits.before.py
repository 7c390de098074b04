import numpy as np

_EXACT = True


def hours_to_dry(sugar, dry):
    out = np.full(sugar.shape[0], -1)
    for k in range(sugar.shape[0]):
        below = np.nonzero(sugar[k] < dry)[0]
        if below.size:
            out[k] = below[0]
    return out


def flow_onset(gain, thresh):
    onset = np.full(gain.shape[0], -1)
    for h in range(gain.shape[0]):
        for d in range(gain.shape[1]):
            if gain[h, d] > thresh:
                onset[h] = d
                break
    return onset


def first_cold(temps, n):
    first = np.zeros(n)
    for k in range(n):
        idx = np.flatnonzero(temps[k] <= 0.0)
        if len(idx) > 0:
            first[k] = idx[0]
    return first


def threshold_per_row(gain, thresh):
    onset = np.full(gain.shape[0], -1)
    for h in range(gain.shape[0]):
        for d in range(gain.shape[1]):
            if gain[h, d] > thresh[h]:
                onset[h] = d
                break
    return onset


def first_dry_hour(history, target):
    hours = np.full(history.shape[1], -1)
    for s in range(history.shape[1]):
        for h in range(history.shape[0]):
            if history[h, s] <= target:
                hours[s] = h
                break
    return hours


def _inputs(rng):
    rows, cols = int(rng.integers(0, 6)), int(rng.integers(1, 9))
    x = rng.uniform(0.0, 10.0, (rows, cols))
    return [
        ("hours_to_dry", (x, 2.0)),
        ("flow_onset", (x, 7.5)),
        ("first_cold", (x - 3.0, rows)),
        ("threshold_per_row", (x, rng.uniform(5.0, 10.0, rows))),
        ("first_dry_hour", (x, 3.0)),
    ]


def main():
    x = np.ones((3, 4))
    hours_to_dry(x, 2.0)
    flow_onset(x, 0.5)
    first_cold(x, 3)
    threshold_per_row(x, np.ones(3))
    first_dry_hour(x, 0.5)
