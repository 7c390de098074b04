import numpy as np

_EXACT = True


def binned_spectrum(mz, scan, edges):
    counts = np.zeros(len(edges) - 1)
    idx = np.searchsorted(edges, mz) - 1
    for j in range(mz.size):
        if 0 <= idx[j] < counts.size:
            counts[idx[j]] += scan[j]
    return counts


def hits_in_range(bins, n_bins):
    hits = np.zeros(n_bins)
    for j in range(len(bins)):
        if bins[j] >= 0 and bins[j] < len(hits):
            hits[bins[j]] += 1
    return hits


def _inputs(rng):
    n = int(rng.integers(0, 60))
    mz = np.sort(rng.uniform(0.0, 10.0, n))
    return [
        ("binned_spectrum", (mz, rng.uniform(0, 5, n), np.arange(2.0, 8.0, 0.5))),
        ("hits_in_range", (rng.integers(-3, 12, n), 8)),
    ]
