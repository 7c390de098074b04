import numpy as np


def hot_days_per_station(n_days, n_stations, limit):
    temps = np.cos(np.linspace(0.0, 25.0, n_days * n_stations)).reshape(n_days, n_stations) * 30
    hot = np.zeros(n_stations, dtype=int)
    hot[:n_stations] += np.sum(temps[:n_days, :n_stations] > limit, axis=0)
    return hot


def _report():
    return hot_days_per_station(20, 4, 12.0)


def _inputs(rng):
    return [
        ("hot_days_per_station", (int(rng.integers(1, 30)), int(rng.integers(1, 6)), float(rng.uniform(-20, 20)))),
    ]
