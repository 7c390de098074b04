import numpy as np

_EXACT = True


def step_speeds(speeds, gaps, vmax):
    out = np.empty_like(speeds)
    for i in range(len(speeds)):
        v = speeds[i] + 1
        if v > vmax:
            v = vmax
        if v > gaps[i]:
            v = gaps[i]
        out[i] = v
    return out


def soft(x, t):
    y = np.zeros(len(x))
    for i in range(len(x)):
        d = abs(x[i]) - t
        if d < 0.0:
            d = 0.0
        elif x[i] < 0:
            d = -d
        y[i] = d
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
