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
    for f in range(n_frames):
        seg = x[f * HOP:f * HOP + FRAME]
        out[f] = np.sqrt(np.mean(seg ** 2))
    return out


def gc_skew(codes, window):
    # Counts of a comparison of the frame: flattened per frame (its rank is unknown), then a
    # choice that divides only where the counts are nonzero (np.where divides everywhere).
    n = len(codes) // window
    skew = np.zeros(n)
    for w in range(n):
        seg = codes[w * window:(w + 1) * window]
        g = np.count_nonzero(seg == 2)
        c = np.count_nonzero(seg == 1)
        skew[w] = (g - c) / (g + c) if g + c > 0 else 0.0
    return skew


def monthly_composites(ndvi, per_month):
    # A reduction along the frame's own first axis is along the stack's second.
    n_months = ndvi.shape[0] // per_month
    comp = np.zeros((n_months,) + ndvi.shape[1:])
    for m in range(n_months):
        chunk = ndvi[m * per_month:(m + 1) * per_month]
        comp[m] = np.nanmax(chunk, axis=0)
    return comp


def column_ranges(x):
    # Reductions along an axis beside each other; a negative axis counts from the end alike.
    out = np.zeros((x.shape[0], x.shape[2]))
    for k in range(x.shape[0]):
        out[k] = x[k].max(axis=0) - x[k].min(axis=-2)
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
