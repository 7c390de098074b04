import numpy as np

_EXACT = True


def shot_angle(x, y):
    angle = np.zeros(len(x))
    for i in range(len(x)):
        dx = 120.0 - x[i]
        a = np.arctan2(7.32 * dx, dx * dx + y[i])
        if a < 0:
            a += np.pi
        angle[i] = a
    return angle


def expected_goals(dist, header):
    out = np.zeros(len(dist))
    for i in range(len(dist)):
        z = -1.2 - 0.09 * dist[i]
        if header[i]:
            z -= 0.8
        out[i] = 1.0 / (1.0 + np.exp(-z))
    return out


def adjusted(readings, offset):
    out = np.zeros(len(readings))
    for i in range(len(readings)):
        v = readings[i] * 0.5
        v -= offset
        v *= 2.0
        out[i] = v
    return out


def _inputs(rng):
    n = int(rng.integers(1, 60))
    x = rng.uniform(60, 130, n)
    return [
        ("shot_angle", (x, rng.uniform(-300, 80, n))),
        ("expected_goals", (x, rng.random(n) < 0.3)),
        ("adjusted", (x, 1.5)),
    ]
