import numpy as np

_EXACT = True


def histograms(values, weights, bins):
    idx = np.clip((values * bins).astype(np.int64), 0, bins - 1)
    counts = np.zeros(bins, dtype=np.int64)
    mass = np.zeros(bins)
    counts += np.bincount(idx, minlength=counts.shape[0])
    mass += np.bincount(idx, weights=weights[:len(idx)] * 0.5, minlength=mass.shape[0])
    return counts, mass


def degrees(src, dst, n_nodes, n_edges):
    out_deg = np.zeros(n_nodes)
    balance = np.zeros(n_nodes)
    out_deg += np.bincount(src[:n_edges], minlength=out_deg.shape[0])
    balance -= 2 * np.bincount(dst[:n_edges], minlength=balance.shape[0])
    return out_deg, balance


def _inputs(rng):
    values = rng.uniform(size=200)
    src = rng.integers(0, 7, 40)
    dst = rng.integers(0, 7, 40)
    return [
        ("histograms", (values, rng.normal(size=200), 12)),
        ("histograms", (values[:0], values[:0], 3)),
        ("degrees", (src, dst, 7, 40)),
        ("degrees", (src, dst, 7, 25)),
    ]
