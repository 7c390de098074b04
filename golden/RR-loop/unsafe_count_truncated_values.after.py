import numpy as np

_EXACT = True


def grade_histogram(points):
    hist = np.zeros(5)
    hist += np.bincount(np.asarray(points.ravel()).astype(int), minlength=hist.shape[0])
    return hist


def hourly_load(times, horizon):
    # The bin of each value: `int(t // 60)` of every arrival time.
    hours = int(np.ceil(horizon / 60.0))
    load = np.zeros(hours)
    load += np.bincount(
        np.asarray(times.ravel() // 60).astype(int), minlength=load.shape[0]
    )
    return load


def _inputs(rng):
    return [
        ("hourly_load", (np.sort(rng.uniform(0, 480.0, 50)), 480.0)),
        ("hourly_load", (np.zeros(0), 60.0)),
        ("grade_histogram", (rng.uniform(0, 4.99, 40),)),
        ("grade_histogram", (rng.integers(0, 5, (6, 7)),)),
    ]
