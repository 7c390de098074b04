import numpy as np

_EXACT = True


def gust_factor(speed, gust, per_hour):
    n_hours = len(speed) // per_hour
    gf = np.zeros(n_hours)
    for h in range(n_hours):
        s = speed[h * per_hour:(h + 1) * per_hour]
        g = gust[h * per_hour:(h + 1) * per_hour]
        gf[h] = g.max() / s.mean()
    return gf


def lap_summary(power, hr, lap_len):
    n_laps = len(power) // lap_len
    laps = np.zeros((n_laps, 3))
    for k in range(n_laps):
        p = power[k * lap_len:(k + 1) * lap_len]
        h = hr[k * lap_len:(k + 1) * lap_len]
        laps[k, 0] = p.mean()
        laps[k, 1] = p.max()
        laps[k, 2] = h.mean()
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
