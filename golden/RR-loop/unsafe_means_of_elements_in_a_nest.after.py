import numpy as np

_EXACT = True


def axial_profile(wt):
    prof = np.zeros((wt.shape[0], wt.shape[1]))
    prof[:wt.shape[0], :wt.shape[1]] = wt[:wt.shape[0], :wt.shape[1]].mean(
        axis=tuple(range(2, wt.ndim))
    )
    return prof


def _inputs(rng):
    return [("axial_profile", (rng.normal(size=tuple(int(v) for v in rng.integers(1, 6, 3))),))]
