import numpy as np


def masked(ndvi, clouds):
    out = ndvi.copy()
    out[:ndvi.shape[0], :ndvi.shape[1], :ndvi.shape[2]] = np.where(
        clouds[:ndvi.shape[0], :ndvi.shape[1], :ndvi.shape[2]],
        np.nan,
        out[:ndvi.shape[0], :ndvi.shape[1], :ndvi.shape[2]],
    )
    return out


def _inputs(rng):
    return [("masked", (rng.random((3, 4, 5)), rng.random((3, 4, 5)) < 0.3))]
