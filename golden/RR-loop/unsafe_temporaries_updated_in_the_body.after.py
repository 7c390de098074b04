import numpy as np

_EXACT = True


def shot_angle(x, y):
    angle = np.zeros(len(x))
    dx = 120.0 - x
    a = np.arctan2(7.32 * dx, dx * dx + y[:len(x)])
    a = np.where(a < 0, a + np.pi, a)
    angle[:] = a
    return angle


def expected_goals(dist, header):
    out = np.zeros(len(dist))
    z = -1.2 - 0.09 * dist
    z = np.where(header[:len(dist)], z - 0.8, z)
    out[:] = 1.0 / (1.0 + np.exp(-z))
    return out


def adjusted(readings, offset):
    out = np.zeros(len(readings))
    v = readings * 0.5
    v = v - offset
    v = v * 2.0
    out[:] = v
    return out


def _inputs(rng):
    n = int(rng.integers(1, 60))
    x = rng.uniform(60, 130, n)
    return [
        ("shot_angle", (x, rng.uniform(-300, 80, n))),
        ("expected_goals", (x, rng.random(n) < 0.3)),
        ("adjusted", (x, 1.5)),
    ]
