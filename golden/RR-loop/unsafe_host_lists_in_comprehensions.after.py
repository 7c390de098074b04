import numpy as np

_EXACT = True  # the same numbers: Python floats and ints equal the 64-bit NumPy scalars they came from


def band_report(n_bands):
    edges = np.linspace(400.0, 700.0, n_bands + 1)
    flux = np.sqrt(edges[1:]) - 0.5 * np.sqrt(edges[:-1])
    labels = [f"{lo:.0f}-{hi:.0f} nm: {f:.4f}" for lo, hi, f in zip(edges[:-1].tolist(), edges[1:].tolist(), flux.tolist())]
    total = sum(f * f for f in flux.tolist())
    bright = {k: round(f, 6) for k, f in enumerate(flux.tolist()) if f > 7.0}
    return labels, total, bright


N_SAMPLES = 38


def class_counts():
    y = (np.arange(N_SAMPLES) * 7) % 4
    classes = np.unique(y)
    counts = np.array([np.count_nonzero(y == c) for c in classes.tolist()])
    names = ["class-%d" % c for c in classes.tolist()]
    return counts, names


def _inputs(rng):
    return [("band_report", (int(rng.integers(3, 9)),)), ("class_counts", ())]
