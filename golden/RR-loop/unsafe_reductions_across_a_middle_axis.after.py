import numpy as np

_EXACT = True

N_RANGE = 7


def range_profile(scans):
    # The maximum over azimuths for each scan and range gate.
    profile = np.zeros((scans.shape[0], N_RANGE))
    if scans.shape[0] > 0:
        profile[:scans.shape[0], :N_RANGE] = scans[:scans.shape[0], :, :N_RANGE].max(
            axis=1
        )
    return profile


def band_minimum(cube):
    lows = np.zeros((cube.shape[0], cube.shape[2]))
    if cube.shape[0] > 0 and cube.shape[2] > 0:
        lows[:cube.shape[0], :cube.shape[2]] = np.min(
            cube[:cube.shape[0], 1:, :cube.shape[2]], axis=1
        )
    return lows


def _inputs(rng):
    scans = rng.normal(20.0, 5.0, size=(3, 5, N_RANGE))
    return [("range_profile", (scans,)), ("band_minimum", (rng.normal(size=(4, 3, 2)),)),
            ("range_profile", (np.zeros((0, 5, N_RANGE)),)), ("band_minimum", (np.zeros((2, 3, 2)),))]


_DEMO = (range_profile(np.zeros((3, 5, N_RANGE))), band_minimum(np.ones((4, 3, 2))))
