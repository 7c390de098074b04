import numpy as np


def bin_curve(phase, mag, err, nbins):
    sums = np.zeros(nbins)
    wsum = np.zeros(nbins)
    for i in range(len(phase)):
        b = int(phase[i] * nbins)
        w = 1.0 / err[i] ** 2
        sums[b] += w * mag[i]
        wsum[b] += w
    return sums, wsum


def occupancy(x, width, nbins):
    hits = np.zeros(nbins, dtype=np.int64)
    for i in range(x.shape[0]):
        k = int((x[i] + 1.0) / width)
        hits[k] += 1
    return hits


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 9, 60):
        phase = rng.random(n)
        cases.append(("bin_curve", (phase, rng.normal(12.0, 0.3, n), rng.uniform(0.01, 0.05, n), 10)))
        cases.append(("occupancy", (rng.uniform(-1.0, 1.0, n), 0.25, 8)))
    return cases
