import numpy as np

_EXACT = True  # the gathers are only read: copies and views hold the same values


def sample(volume):
    col = volume[np.arange(1, len(volume), 3), -1, 0]
    plane = volume[:, np.arange(0, volume.shape[1], 2), 0]
    sparse = volume[
        np.arange(0, len(volume), 2)[:, None, None],
        np.arange(volume.shape[1])[:, None],
        np.arange(0, volume.shape[2], 3),
    ]
    band = volume[
        0, np.arange(volume.shape[1])[:, None], np.arange(0, volume.shape[2], 2)
    ]
    last = np.flip(volume, axis=0)[:, 0]
    return col, plane, sparse, band, last


def _inputs(rng):
    return [
        ("sample", (rng.standard_normal((5, 4, 7)),)),
        ("sample", (rng.standard_normal((1, 1, 1)),)),
        ("sample", (rng.standard_normal((8, 6, 2)),)),
    ]
