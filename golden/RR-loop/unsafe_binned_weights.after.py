import numpy as np


def bin_curve(phase, mag, err, nbins):
    sums = np.zeros(nbins)
    wsum = np.zeros(nbins)
    b = (phase * nbins).astype(int)
    w = 1.0 / err[:len(phase)] ** 2
    sums += np.bincount(b, weights=w * mag[:len(phase)], minlength=sums.shape[0])
    wsum += np.bincount(b, weights=w, minlength=wsum.shape[0])
    return sums, wsum


def occupancy(x, width, nbins):
    hits = np.zeros(nbins, dtype=np.int64)
    k = ((x + 1.0) / width).astype(int)
    hits += np.bincount(k, minlength=hits.shape[0])
    return hits


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 9, 60):
        phase = rng.random(n)
        cases.append(("bin_curve", (phase, rng.normal(12.0, 0.3, n), rng.uniform(0.01, 0.05, n), 10)))
        cases.append(("occupancy", (rng.uniform(-1.0, 1.0, n), 0.25, 8)))
    return cases
