import numpy as np


def rain_per_gauge(n_hours, n_gauges, threshold):
    rain = np.abs(np.sin(np.linspace(0.0, 17.0, n_hours * n_gauges))).reshape(n_hours, n_gauges)
    wet_total = np.zeros(n_gauges)
    wet_total[:n_gauges] += np.sum(
        np.where(
            rain[:n_hours, :n_gauges] > threshold, rain[:n_hours, :n_gauges] * 0.2, 0
        ),
        axis=0,
    )
    wet_total[:n_gauges] -= np.sum(
        np.where(~(rain[:n_hours, :n_gauges] > threshold), 0.01, 0), axis=0
    )
    return wet_total


def outer_sums(v, a):
    s = np.zeros(v.shape[2])
    s[:v.shape[2]] += np.sum(
        v[:v.shape[0], :v.shape[1], :v.shape[2]] * a[:v.shape[0], None, None],
        axis=(0, 1),
    )
    return s


def _report():
    return rain_per_gauge(24, 3, 0.5), outer_sums(np.ones((2, 3, 4)), np.arange(2.0))


_EXACT = True


def _inputs(rng):
    return [
        ("rain_per_gauge", (int(rng.integers(1, 40)), int(rng.integers(1, 5)), float(rng.uniform(0, 1)))),
        ("outer_sums", (rng.normal(size=(3, 4, 5)), rng.normal(size=3))),
    ]
