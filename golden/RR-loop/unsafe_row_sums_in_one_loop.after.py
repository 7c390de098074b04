import numpy as np

_EXACT = True


def negative_split(n):
    splits = np.cos(np.arange(n * 8.0)).reshape(n, 8) * 2.0 + 25.0
    count = 0
    first = splits[:splits.shape[0], :4].sum(axis=1)
    second = splits[:splits.shape[0], 4:].sum(axis=1)
    count += np.count_nonzero(second < first)
    return count


def straightness(n):
    lat = np.sin(np.arange(n * 30.0) / 7.0).reshape(n, 30) + 50.0
    steps = np.zeros((n, 29)) + np.linspace(0.5, 2.0, 29)
    s = np.zeros(lat.shape[0])
    net = np.abs(lat[:lat.shape[0], -1] - lat[:lat.shape[0], 0])
    s[:lat.shape[0]] = net / steps[:lat.shape[0]].sum(axis=1)
    return s


def _inputs(rng):
    return [("negative_split", (n,)) for n in (0, 1, 40)] + [
        ("straightness", (n,)) for n in (0, 12)
    ]
