import numpy as np


def column_offsets(n, m):
    # `scans[s, :, c]` has the inner loop's axis last: the stack would not line up with the
    # target's rows.
    scans = np.arange(n * 3 * m, dtype=float).reshape(n, 3, m)
    base = np.linspace(0.0, 1.0, n)
    out = np.zeros((n, m, 3))
    for s in range(n):
        for c in range(m):
            out[s, c] = scans[s, :, c] - base[s]
    return out


def per_depth_gradient(n, d):
    # A shifted index (`depths[k + 1]`) is not a number per iteration at the loop variable.
    v = np.arange(n * d * 4, dtype=float).reshape(n, d, 4)
    depths = np.linspace(0.1, 1.0, d)
    grad = np.zeros((n, d - 1, 4))
    for p in range(n):
        for k in range(d - 1):
            grad[p, k] = (v[p, k + 1] - v[p, k]) / (depths[k + 1] - depths[k])
    return grad


def conditional_rows(n, m):
    # Under an `if`, the row is written only for some iterations.
    x = np.arange(n * m, dtype=float).reshape(n, m)
    t = np.linspace(-1.0, 1.0, n)
    out = np.zeros((n, m))
    for i in range(n):
        if t[i] > 0:
            out[i] = x[i] - t[i]
    return out


def frames_minus_a_number(flow, base):
    # A frame reduced along its first axis is a row; `base[m]` would meet the row's axis.
    months = flow.shape[0] // 30
    out = np.zeros((months, flow.shape[1]))
    for m in range(months):
        out[m] = flow[m * 30:(m + 1) * 30].mean(axis=0) - base[m]
    return out


_DEMO = frames_minus_a_number(np.ones((60, 2)), np.zeros(2))


def _inputs(rng):
    return [("column_offsets", (3, 4)), ("per_depth_gradient", (2, 4)),
            ("conditional_rows", (4, 3)),
            ("frames_minus_a_number", (rng.random((90, 3)), rng.random(3)))]
