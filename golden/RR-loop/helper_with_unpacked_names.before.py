import numpy as np

EARTH_KM = 6371.0


def distance_km(lat1, lon1, lat2, lon2):
    p1, p2 = np.radians(lat1), np.radians(lat2)
    dp = p2 - p1
    dl = np.radians(lon2 - lon1)
    a = np.sin(dp / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dl / 2) ** 2
    return 2 * EARTH_KM * np.arcsin(np.sqrt(a))


def leg_lengths(n, seed):
    # A helper that names its intermediate values two at a time is still elementwise.
    rng = np.random.default_rng(seed)
    lat = 53.5 + np.cumsum(rng.normal(0, 0.01, n + 1))
    lon = 8.0 + np.cumsum(rng.normal(0, 0.01, n + 1))
    legs = np.zeros(n)
    for k in range(n):
        legs[k] = distance_km(lat[k], lon[k], lat[k + 1], lon[k + 1])
    return legs


def _inputs(rng):
    return [("leg_lengths", (int(rng.integers(1, 40)), int(rng.integers(1000)))), ("leg_lengths", (0, 1))]
