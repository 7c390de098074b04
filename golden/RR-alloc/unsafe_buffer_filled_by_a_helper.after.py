import numpy as np

_EXACT = True  # the helper adds into the counts: zeroed again every iteration, they stay per-row


def _categorize(draws, edges, counts):
    for d in draws:
        counts[np.searchsorted(edges, d)] += 1


def sample_counts(rng_draws, edges, n):
    sample = np.empty((n, edges.shape[0] + 1))
    counts = np.zeros(edges.shape[0] + 1, dtype=np.intp)
    for i in range(n):
        counts.fill(0)
        _categorize(rng_draws[i], edges, counts)
        sample[i] = counts
    return sample


def _inputs(rng):
    return [("sample_counts", (rng.random((6, 20)), np.array([0.2, 0.5, 0.9]), 6))]
