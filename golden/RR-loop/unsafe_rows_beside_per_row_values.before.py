import numpy as np

_EXACT = True


def normalise(scans, tic):
    out = np.empty_like(scans)
    for s in range(scans.shape[0]):
        out[s] = scans[s] / tic[s] * 1e6
    return out


def centred(scans, tic, w):
    out = np.zeros_like(scans)
    for s in range(len(tic)):
        out[s] = (scans[s] - tic[s]) * w
    return out


def doubled_then_scaled(scans, tic):
    out = np.empty_like(scans)
    for s in range(scans.shape[0]):
        r = scans[s] * 2
        k = tic[s] + 1
        out[s] = r / k
    return out


def weighted_in_place(scans, tic):
    out = np.ones_like(scans)
    for s in range(len(tic)):
        out[s] += scans[s] * np.exp(-tic[s])
    return out


def _inputs(rng):
    n, m = int(rng.integers(1, 7)), int(rng.integers(1, 7))
    scans = rng.standard_normal((n, m))
    tic = rng.uniform(0.5, 2.0, n)
    w = rng.standard_normal(m)
    return [
        ("normalise", (scans, tic)),
        ("centred", (scans, tic, w)),
        ("doubled_then_scaled", (scans, tic)),
        ("weighted_in_place", (scans, tic)),
    ]


def main():
    scans = np.ones((3, 4))
    tic = np.linspace(1.0, 2.0, 3)
    normalise(scans, tic)
    centred(scans, tic, np.zeros(4))
    doubled_then_scaled(scans, tic)
    weighted_in_place(scans, tic)
