import numpy as np

_EXACT = True


def conversion_time(hist, dt, target):
    hits = np.flatnonzero(1.0 - hist[:hist.shape[0], 0] >= target)
    if hits.size > 0:
        n = int(hits[0])
        return n * dt
    return np.nan


def mixed_layer_depth(rho, depth, threshold):
    mld = np.zeros(rho.shape[0])
    for c in range(rho.shape[0]):
        ref = rho[c, 0]
        hits = np.flatnonzero(
            (depth[:depth.size] > 10.0) & (rho[c, :depth.size] - ref > threshold)
        )
        if hits.size > 0:
            k = int(hits[0])
            mld[c] = depth[k]
    return mld


def first_alarm(states):
    result = []
    for s in range(states.shape[0]):
        hit = -1
        hits = np.flatnonzero(states[s, :states.shape[1]] == 2)
        if hits.size > 0:
            w = int(hits[0])
            hit = w
        result.append(hit)
    return result


def settled(x, y, tol):
    hits = np.flatnonzero((abs(x[1:len(x)] - y[1:len(x)]) < tol) & (x[:len(x) - 1] > 0))
    if hits.size > 0:
        i = 1 + int(hits[0])
        return i, float(x[i])
    return None


def all_probabilities(values):
    q = np.asarray(values, dtype=float)
    if np.any(~((0.0 <= q[:q.size]) & (q[:q.size] <= 1.0))):
        return False
    return True


def _inputs(rng):
    hist = np.cumsum(rng.random((30, 3)) * 0.05, axis=0)
    hist[:, 0] = 1.0 - hist[:, 0]
    rho = 1025.0 + np.cumsum(rng.random((4, 25)) * 0.01, axis=1)
    depth = np.arange(0.0, 50.0, 2.0)
    states = rng.integers(0, 3, (5, 6))
    states[1] = 0
    x = rng.normal(size=30)
    return [
        ("conversion_time", (hist, 0.5, 0.5)),
        ("conversion_time", (hist, 0.5, 2.0)),
        ("mixed_layer_depth", (rho, depth, 0.05)),
        ("first_alarm", (states,)),
        ("settled", (x, x + rng.normal(0, 0.2, 30), 0.1)),
        ("settled", (x, x + 5.0, 0.1)),
        ("all_probabilities", (rng.random(8),)),
        ("all_probabilities", (np.array([0.2, 1.5, 0.3]),)),
    ]
