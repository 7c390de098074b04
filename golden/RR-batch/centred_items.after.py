import numpy as np


def deviations(rows):
    rows = np.asarray(rows, dtype=np.float64)
    result = []
    centre = np.median(rows, axis=tuple(range(1, rows.ndim)), keepdims=True)
    result.extend(np.max(np.abs(rows - centre), axis=tuple(range(1, rows.ndim))))
    return result


def peak_deviation(n, m):
    x = np.sin(np.arange(n * m, dtype=np.float64).reshape(n, m) * 0.37)
    out = np.zeros(n)
    out[:n] = np.max(np.abs(x[:n] - np.median(x[:n], axis=1, keepdims=True)), axis=1)
    return out


def absolute_spread(x):
    x = np.asarray(x, dtype=np.float64)
    out = np.zeros(x.shape[0])
    c = np.median(x, axis=tuple(range(1, x.ndim)), keepdims=True)
    d = np.abs(x - c)
    out[:x.shape[0]] = d.max(axis=tuple(range(1, x.ndim)))
    return out


def _inputs(rng):
    return [
        ("deviations", (rng.normal(size=(int(rng.integers(1, 6)), int(rng.integers(1, 7)))),)),
        ("absolute_spread", (rng.normal(size=(int(rng.integers(1, 6)), 4)),)),
        ("peak_deviation", (int(rng.integers(1, 6)), int(rng.integers(1, 9)))),
    ]
