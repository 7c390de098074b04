import numpy as np


def settle(n, arrivals, capacity):
    queue = np.arange(n, dtype=np.int64) % 5
    waited = np.zeros(n)
    for q in range(n):
        if arrivals[q] and queue[q] < capacity:
            queue[q] += 1
            waited[q] += 0.5 * capacity
        elif not arrivals[q]:
            queue[q] -= 1
    return queue, waited


def damp(n, speeds, active):
    vel = np.array(speeds, dtype=float)
    for i in range(n):
        if not active[i] or vel[i] > 2.0:
            vel[i] *= 0.5
    return vel


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 8, 30):
        arrivals = rng.integers(0, 3, n)
        cases.append(("settle", (n, arrivals, 3)))
        cases.append(("damp", (n, rng.normal(0.0, 2.0, n), rng.integers(0, 2, n))))
    return cases
