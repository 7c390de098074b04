import numpy as np

_EXACT = True


def negative_split(n):
    splits = np.cos(np.arange(n * 8.0)).reshape(n, 8) * 2.0 + 25.0
    count = 0
    for r in range(splits.shape[0]):
        first = splits[r, :4].sum()
        second = splits[r, 4:].sum()
        if second < first:
            count += 1
    return count


def straightness(n):
    lat = np.sin(np.arange(n * 30.0) / 7.0).reshape(n, 30) + 50.0
    steps = np.zeros((n, 29)) + np.linspace(0.5, 2.0, 29)
    s = np.zeros(lat.shape[0])
    for b in range(lat.shape[0]):
        net = np.abs(lat[b, -1] - lat[b, 0])
        s[b] = net / steps[b].sum()
    return s


def _inputs(rng):
    return [("negative_split", (n,)) for n in (0, 1, 40)] + [
        ("straightness", (n,)) for n in (0, 12)
    ]
