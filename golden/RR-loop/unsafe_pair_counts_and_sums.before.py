import numpy as np

_EXACT = True


def coincidence(picks, window):
    # A count per station of the stations picked within the window: exact in an int array.
    n = len(picks)
    counts = np.zeros(n, dtype=int)
    for a in range(n):
        for b in range(n):
            if picks[a] >= 0 and picks[b] >= 0 and abs(picks[a] - picks[b]) <= window:
                counts[a] += 1
    return counts


def potentials(q, pos):
    # The guarded division runs for a == b too once vectorized (a warning, masked out).
    n = len(q)
    phi = np.zeros(n)
    for a in range(n):
        for b in range(n):
            if a != b:
                phi[a] += q[b] / abs(pos[a] - pos[b])
    return phi


def drag(vel, weights):
    # No test: every pair adds; the terms do not read the outer variable on one side.
    n, m = len(vel), len(weights)
    f = np.ones(n)
    for i in range(n):
        for k in range(m):
            f[i] -= weights[k] * vel[i] ** 2
    return f


def equivalent_age(temps, dt_h, t_ref=20.0):
    # A temporary per pair first (a rate from the temperature), then its sum per sensor.
    age = np.zeros(temps.shape[0])
    for s in range(temps.shape[0]):
        for t in range(temps.shape[1]):
            k = np.exp(-4800.0 * (1 / (273.15 + temps[s, t]) - 1 / (273.15 + t_ref)))
            age[s] += k * dt_h
    return age


def harsh_events(acc, brake=-3.0, accel=2.5):
    # Counts in the branches of an if/elif: the second counts where the first test failed.
    brakes = np.zeros(acc.shape[0], dtype=int)
    starts = np.zeros(acc.shape[0], dtype=int)
    for v in range(acc.shape[0]):
        for t in range(acc.shape[1]):
            if acc[v, t] < brake:
                brakes[v] += 1
            elif acc[v, t] > accel:
                starts[v] += 1
            else:
                brakes[v] -= 1
    return brakes, starts


def _inputs(rng):
    pos = np.cumsum(rng.uniform(0.5, 2.0, 9))
    return [
        ("coincidence", (rng.integers(-1, 50, 12), 10)),
        ("coincidence", (np.array([], dtype=int), 3)),
        ("potentials", (rng.normal(size=9), pos)),
        ("drag", (rng.normal(size=6), rng.uniform(size=4))),
        ("equivalent_age", (rng.uniform(5, 30, (4, 24)), 0.5)),
        ("harsh_events", (rng.normal(0, 3, (5, 40)),)),
    ]
