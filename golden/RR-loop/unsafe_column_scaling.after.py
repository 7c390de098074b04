import numpy as np

_EXACT = True


def cpm(counts, sizes):
    counts = np.asarray(counts, dtype=np.float64)
    out = np.zeros(counts.shape)
    out[:, :counts.shape[1]] = (
        counts[:, :counts.shape[1]] / sizes[:counts.shape[1]] * 1e6
    )
    return out


def weighted_rows(d, w):
    d = np.asarray(d, dtype=np.float64)
    out = np.zeros(d.shape)
    out[:d.shape[0], :] = d[:d.shape[0], :] * w[:d.shape[0], None]
    return out


def _inputs(rng):
    return [
        ("cpm", (rng.poisson(5.0, (7, 4)), rng.uniform(10.0, 20.0, 4))),
        ("weighted_rows", (rng.normal(size=(5, 3)), rng.normal(size=5))),
    ]
