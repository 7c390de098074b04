import numpy as np


def rising_samples(x):
    """The samples after which the signal rises: the condition has one element fewer."""
    idx = np.nonzero(np.diff(x) > 0)
    return x[idx]


def positive_head(a, n):
    """Positive values among the first n: the condition covers a prefix only."""
    return a[np.nonzero(a[:n] > 0)]


def compact_filter(f, c, nfilt, f_new):
    """Keep the first nfilt slots that the new point does not dominate (a preallocated buffer)."""
    keep = np.logical_not([fi >= f_new and ci >= 0.0 for fi, ci in zip(f[:nfilt], c[:nfilt])])
    nkeep = int(np.sum(keep))
    index_to_keep = np.where(keep)[0]
    f[:nkeep] = f[index_to_keep]
    c[:nkeep] = c[index_to_keep]
    return nkeep, f, c


def shortest_half(values, n_support):
    """The start of the shortest window holding n_support sorted values."""
    ordered = np.sort(values)
    width = ordered[n_support:] - ordered[: ordered.size - n_support]
    starts = np.where(width == np.min(width))[0]
    return 0.5 * (ordered[n_support + starts] + ordered[starts]).mean()


def _inputs(rng):
    return [
        ("rising_samples", (rng.normal(size=12),)),
        ("positive_head", (rng.normal(size=10), 4)),
        ("compact_filter", (rng.normal(size=8), np.abs(rng.normal(size=8)), 5, 0.1)),
        ("shortest_half", (rng.normal(size=20), 11)),
    ]
