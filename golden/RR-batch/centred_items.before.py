import numpy as np


def deviations(rows):
    rows = np.asarray(rows, dtype=np.float64)
    result = []
    for row in rows:
        centre = np.median(row)
        result.append(np.max(np.abs(row - centre)))
    return result


def peak_deviation(n, m):
    x = np.sin(np.arange(n * m, dtype=np.float64).reshape(n, m) * 0.37)
    out = np.zeros(n)
    for s in range(n):
        out[s] = np.max(np.abs(x[s] - np.median(x[s])))
    return out


def absolute_spread(x):
    x = np.asarray(x, dtype=np.float64)
    out = np.zeros(x.shape[0])
    for k in range(x.shape[0]):
        c = np.median(x[k])
        d = np.abs(x[k] - c)
        out[k] = d.max()
    return out


def _inputs(rng):
    return [
        ("deviations", (rng.normal(size=(int(rng.integers(1, 6)), int(rng.integers(1, 7)))),)),
        ("absolute_spread", (rng.normal(size=(int(rng.integers(1, 6)), 4)),)),
        ("peak_deviation", (int(rng.integers(1, 6)), int(rng.integers(1, 9)))),
    ]
