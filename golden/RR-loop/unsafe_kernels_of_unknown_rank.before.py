import numpy as np

_EXACT = True


def smooth_1d(x, weights):
    k = len(weights) // 2
    y = np.zeros(len(x))
    for i in range(k, len(x) - k):
        s = 0.0
        for j in range(-k, k + 1):
            s += x[i + j] * weights[j + k]
        y[i] = s
    return y


def valid_correlate(img, tmpl):
    th, tw = tmpl.shape
    H, W = img.shape
    res = np.zeros((H - th + 1, W - tw + 1))
    for y in range(H - th + 1):
        for x in range(W - tw + 1):
            total = 0
            for u in range(th):
                for v in range(tw):
                    total += img[y + u, x + v] * tmpl[u, v]
            res[y, x] = total
    return res


def _inputs(rng):
    yield "smooth_1d", (rng.random(30), np.array([0.25, 0.5, 0.25]))
    yield "smooth_1d", (rng.random(30).astype(np.float32), np.array([0.25, 0.5, 0.25]))
    yield "valid_correlate", (rng.random((10, 12)), rng.random((3, 4)))
    yield "valid_correlate", (rng.integers(0, 9, (10, 12)), rng.integers(0, 3, (3, 4)))
