import numpy as np


def separable(n0, n1, n2):
    a = np.linspace(0.0, 1.0, n0)
    b = np.cos(np.arange(n1, dtype=np.float64))
    c = np.sin(np.arange(n2, dtype=np.float64) * 0.5)
    out = np.zeros((n0, n1, n2))
    out[:n0, :n1, :n2] = a[:n0, None, None] + 2.0 * b[:n1, None] - c[:n2]
    return out


def thresholded(n0, n1, n2):
    v = np.sin(np.arange(n0 * n1 * n2, dtype=np.float64).reshape(n0, n1, n2))
    plane = np.cos(np.arange(n0 * n2, dtype=np.float64).reshape(n0, n2))
    out = np.zeros((n0, n1, n2))
    out[:n0, :n1, :n2] = np.where(
        v[:n0, :n1, :n2] > 0.5,
        v[:n0, :n1, :n2] * np.arange(n0)[:, None, None] + np.arange(n1)[:, None] - np.arange(n2) * plane[
            :n0, None, :n2
        ],
        out[:n0, :n1, :n2],
    )
    return out


def _inputs(rng):
    shape = tuple(int(v) for v in rng.integers(1, 6, 3))
    return [("separable", shape), ("thresholded", shape)]
