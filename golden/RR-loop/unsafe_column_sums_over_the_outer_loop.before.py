import numpy as np


def rain_per_gauge(n_hours, n_gauges, threshold):
    rain = np.abs(np.sin(np.linspace(0.0, 17.0, n_hours * n_gauges))).reshape(n_hours, n_gauges)
    wet_total = np.zeros(n_gauges)
    for h in range(n_hours):
        for g in range(n_gauges):
            if rain[h, g] > threshold:
                wet_total[g] += rain[h, g] * 0.2
            else:
                wet_total[g] -= 0.01
    return wet_total


def outer_sums(v, a):
    s = np.zeros(v.shape[2])
    for i in range(v.shape[0]):
        for j in range(v.shape[1]):
            for k in range(v.shape[2]):
                s[k] += v[i, j, k] * a[i]
    return s


def _report():
    return rain_per_gauge(24, 3, 0.5), outer_sums(np.ones((2, 3, 4)), np.arange(2.0))


_EXACT = True


def _inputs(rng):
    return [
        ("rain_per_gauge", (int(rng.integers(1, 40)), int(rng.integers(1, 5)), float(rng.uniform(0, 1)))),
        ("outer_sums", (rng.normal(size=(3, 4, 5)), rng.normal(size=3))),
    ]
