import numpy as np

_EXACT = True


def grade_histogram(points):
    hist = np.zeros(5)
    for p in points.ravel():
        hist[int(p)] += 1
    return hist


def hourly_load(times, horizon):
    # The bin of each value: `int(t // 60)` of every arrival time.
    hours = int(np.ceil(horizon / 60.0))
    load = np.zeros(hours)
    for t in times.ravel():
        load[int(t // 60)] += 1
    return load


def _inputs(rng):
    return [
        ("hourly_load", (np.sort(rng.uniform(0, 480.0, 50)), 480.0)),
        ("hourly_load", (np.zeros(0), 60.0)),
        ("grade_histogram", (rng.uniform(0, 4.99, 40),)),
        ("grade_histogram", (rng.integers(0, 5, (6, 7)),)),
    ]
