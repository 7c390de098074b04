import numpy as np

_EXACT = True


def gust_factor(speed, gust, per_hour):
    n_hours = len(speed) // per_hour
    gf = np.zeros(n_hours)
    gf[:n_hours] = (
        gust[:n_hours * per_hour].reshape((n_hours, per_hour) + gust.shape[1:]).max(axis=tuple(range(1, gust.ndim + 1))) / speed[:n_hours * per_hour].reshape((n_hours, per_hour) + speed.shape[1:]).mean(
            axis=tuple(range(1, speed.ndim + 1))
        )
    )
    return gf


def lap_summary(power, hr, lap_len):
    n_laps = len(power) // lap_len
    laps = np.zeros((n_laps, 3))
    laps[:n_laps, 0] = (
        power[:n_laps * lap_len].reshape((n_laps, lap_len) + power.shape[1:]).mean(
            axis=tuple(range(1, power.ndim + 1))
        )
    )
    laps[:n_laps, 1] = (
        power[:n_laps * lap_len].reshape((n_laps, lap_len) + power.shape[1:]).max(
            axis=tuple(range(1, power.ndim + 1))
        )
    )
    laps[:n_laps, 2] = (
        hr[:n_laps * lap_len].reshape((n_laps, lap_len) + hr.shape[1:]).mean(
            axis=tuple(range(1, hr.ndim + 1))
        )
    )
    return laps


def _inputs(rng):
    speed = rng.weibull(2.0, 60) * 6.0
    power = rng.uniform(100.0, 300.0, 50)
    return [
        ("gust_factor", (speed, speed * rng.uniform(1.1, 1.8, 60), 6)),
        ("gust_factor", (speed[:5], speed[:5] * 1.3, 6)),
        ("lap_summary", (power, power * 0.3 + 90.0, 10)),
        ("lap_summary", (power, power * 0.3 + 90.0, 7)),
    ]
