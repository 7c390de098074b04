import numpy as np

_EXACT = True

FRAME = 8
HOP = 3


def frame_count(n):
    return 1 + (n - FRAME) // HOP


def frame_rms(x):
    # Overlapping frames counted by a helper of the file that returns the whole-frame count.
    n_frames = frame_count(len(x))
    out = np.zeros(n_frames)
    seg = x[np.arange(n_frames)[:, None] * HOP + np.arange(FRAME)]
    out[:n_frames] = np.sqrt(np.mean(seg ** 2, axis=tuple(range(1, x.ndim + 1))))
    return out


def gc_skew(codes, window):
    # Counts of a comparison of the frame: flattened per frame (its rank is unknown), then a
    # choice that divides only where the counts are nonzero (np.where divides everywhere).
    n = len(codes) // window
    skew = np.zeros(n)
    seg = codes[:n * window].reshape((n, window) + codes.shape[1:])
    g = np.count_nonzero(seg.reshape(n, -1) == 2, axis=1)
    c = np.count_nonzero(seg.reshape(n, -1) == 1, axis=1)
    skew[:n] = np.where(g + c > 0, (g - c) / (g + c), 0.0)
    return skew


def monthly_composites(ndvi, per_month):
    # A reduction along the frame's own first axis is along the stack's second.
    n_months = ndvi.shape[0] // per_month
    comp = np.zeros((n_months,) + ndvi.shape[1:])
    chunk = ndvi[:n_months * per_month].reshape((n_months, per_month) + ndvi.shape[1:])
    comp[:n_months] = np.nanmax(chunk, axis=1)
    return comp


def column_ranges(x):
    # Reductions along an axis beside each other; a negative axis counts from the end alike.
    out = np.zeros((x.shape[0], x.shape[2]))
    out[:x.shape[0]] = x.max(axis=1) - x.min(axis=-2)
    return out


def _inputs(rng):
    ndvi = rng.uniform(-0.2, 0.9, (14, 3, 4))
    ndvi[rng.random(ndvi.shape) < 0.1] = np.nan
    return [
        ("gc_skew", (rng.integers(0, 4, 103), 10)),
        ("frame_rms", (rng.normal(size=50),)),
        ("gc_skew", (np.zeros(40, dtype=int), 8)),
        ("monthly_composites", (ndvi, 3)),
        ("column_ranges", (rng.normal(size=(5, 4, 3)),)),
    ]
