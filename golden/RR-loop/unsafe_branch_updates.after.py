import numpy as np


def settle(n, arrivals, capacity):
    queue = np.arange(n, dtype=np.int64) % 5
    waited = np.zeros(n)
    waited[:n] = np.where(
        (arrivals[:n] != 0) & (queue[:n] < capacity),
        waited[:n] + (0.5 * capacity),
        waited[:n],
    )
    queue[:n] = np.where(
        (arrivals[:n] != 0) & (queue[:n] < capacity),
        queue[:n] + 1,
        np.where(arrivals[:n] == 0, queue[:n] - 1, queue[:n]),
    )
    return queue, waited


def damp(n, speeds, active):
    vel = np.array(speeds, dtype=float)
    vel[:n] = np.where((active[:n] == 0) | (vel[:n] > 2.0), vel[:n] * 0.5, vel[:n])
    return vel


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 8, 30):
        arrivals = rng.integers(0, 3, n)
        cases.append(("settle", (n, arrivals, 3)))
        cases.append(("damp", (n, rng.normal(0.0, 2.0, n), rng.integers(0, 2, n))))
    return cases
