import numpy as np

_EXACT = True


def binned_spectrum(mz, scan, edges):
    counts = np.zeros(len(edges) - 1)
    idx = np.searchsorted(edges, mz) - 1
    counts += np.bincount(
        idx[:mz.size][(0 <= idx[:mz.size]) & (idx[:mz.size] < counts.size)],
        weights=scan[:mz.size][(0 <= idx[:mz.size]) & (idx[:mz.size] < counts.size)],
        minlength=counts.shape[0],
    )
    return counts


def hits_in_range(bins, n_bins):
    hits = np.zeros(n_bins)
    hits += np.bincount(bins[(bins >= 0) & (bins < len(hits))], minlength=hits.shape[0])
    return hits


def _inputs(rng):
    n = int(rng.integers(0, 60))
    mz = np.sort(rng.uniform(0.0, 10.0, n))
    return [
        ("binned_spectrum", (mz, rng.uniform(0, 5, n), np.arange(2.0, 8.0, 0.5))),
        ("hits_in_range", (rng.integers(-3, 12, n), 8)),
    ]
