import numpy as np

_EXACT = True


def hours_to_dry(sugar, dry):
    out = np.full(sugar.shape[0], -1)
    hit = sugar[:sugar.shape[0]] < dry
    out[:sugar.shape[0]] = np.where(
        hit.any(axis=1), hit.argmax(axis=1), out[:sugar.shape[0]]
    )
    return out


def flow_onset(gain, thresh):
    onset = np.full(gain.shape[0], -1)
    hit = gain[:gain.shape[0], :gain.shape[1]] > thresh
    onset[:gain.shape[0]] = np.where(
        hit.any(axis=1), hit.argmax(axis=1), onset[:gain.shape[0]]
    )
    return onset


def first_cold(temps, n):
    first = np.zeros(n)
    hit = temps[:n] <= 0.0
    first[:n] = np.where(hit.any(axis=1), hit.argmax(axis=1), first[:n])
    return first


def threshold_per_row(gain, thresh):
    onset = np.full(gain.shape[0], -1)
    hit = gain[:gain.shape[0], :gain.shape[1]] > thresh[:gain.shape[0], None]
    onset[:gain.shape[0]] = np.where(
        hit.any(axis=1), hit.argmax(axis=1), onset[:gain.shape[0]]
    )
    return onset


def first_dry_hour(history, target):
    hours = np.full(history.shape[1], -1)
    hit = history[:history.shape[0], :history.shape[1]].T <= target
    hours[:history.shape[1]] = np.where(
        hit.any(axis=1), hit.argmax(axis=1), hours[:history.shape[1]]
    )
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
