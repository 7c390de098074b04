import numpy as np

_EXACT = True


def conversion_time(hist, dt, target):
    for n in range(hist.shape[0]):
        if 1.0 - hist[n, 0] >= target:
            return n * dt
    return np.nan


def mixed_layer_depth(rho, depth, threshold):
    mld = np.zeros(rho.shape[0])
    for c in range(rho.shape[0]):
        ref = rho[c, 0]
        for k in range(depth.size):
            if depth[k] > 10.0 and rho[c, k] - ref > threshold:
                mld[c] = depth[k]
                break
    return mld


def first_alarm(states):
    result = []
    for s in range(states.shape[0]):
        hit = -1
        for w in range(states.shape[1]):
            if states[s, w] == 2:
                hit = w
                break
        result.append(hit)
    return result


def settled(x, y, tol):
    for i in range(1, len(x)):
        if abs(x[i] - y[i]) < tol and x[i - 1] > 0:
            return i, float(x[i])
    return None


def all_probabilities(values):
    q = np.asarray(values, dtype=float)
    for i in range(q.size):
        if not (0.0 <= q[i] <= 1.0):
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
