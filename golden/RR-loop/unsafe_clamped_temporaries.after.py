import numpy as np

_EXACT = True


def step_speeds(speeds, gaps, vmax):
    out = np.empty_like(speeds)
    v = speeds + 1
    v = np.where(v > vmax, vmax, v)
    v = np.where(v > gaps[:len(speeds)], gaps[:len(speeds)], v)
    out[:] = v
    return out


def soft(x, t):
    y = np.zeros(len(x))
    d = abs(x) - t
    d = np.where(d < 0.0, 0.0, np.where(x < 0, -d, d))
    y[:] = d
    return y


def _inputs(rng):
    speeds = rng.integers(0, 7, 200).astype(np.float64)
    gaps = rng.integers(0, 9, 200).astype(np.float64)
    x = rng.normal(size=300)
    return [
        ("step_speeds", (speeds, gaps, 5.0)),
        ("step_speeds", (speeds[:0], gaps[:0], 5.0)),
        ("soft", (x, 0.5)),
    ]
