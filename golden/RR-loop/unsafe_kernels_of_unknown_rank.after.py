import numpy as np

_EXACT = True


def smooth_1d(x, weights):
    k = len(weights) // 2
    y = np.zeros(len(x))
    if len(x) - k > k:
        s = 0.0
        for j in range(-k, k + 1):
            s += x[k + j:(len(x) - k) + j] * weights[j + k]
        y[k:len(x) - k] = s
    return y


def valid_correlate(img, tmpl):
    th, tw = tmpl.shape
    H, W = img.shape
    res = np.zeros((H - th + 1, W - tw + 1))
    if H - th + 1 > 0 and W - tw + 1 > 0:
        total = 0
        for u in range(th):
            for v in range(tw):
                total += img[u:(H - th + 1) + u, v:(W - tw + 1) + v] * tmpl[u, v]
        res[:H - th + 1, :W - tw + 1] = total
    return res


def _inputs(rng):
    yield "smooth_1d", (rng.random(30), np.array([0.25, 0.5, 0.25]))
    yield "smooth_1d", (rng.random(30).astype(np.float32), np.array([0.25, 0.5, 0.25]))
    yield "valid_correlate", (rng.random((10, 12)), rng.random((3, 4)))
    yield "valid_correlate", (rng.integers(0, 9, (10, 12)), rng.integers(0, 3, (3, 4)))
