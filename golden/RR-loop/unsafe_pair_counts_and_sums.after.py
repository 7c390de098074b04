import numpy as np

_EXACT = True


def coincidence(picks, window):
    # A count per station of the stations picked within the window: exact in an int array.
    n = len(picks)
    counts = np.zeros(n, dtype=int)
    counts[:n] += np.sum(
        (picks[:n, None] >= 0) & (picks[:n] >= 0) & (
            abs(picks[:n, None] - picks[:n]) <= window
        ),
        axis=-1,
    )
    return counts


def potentials(q, pos):
    # The guarded division runs for a == b too once vectorized (a warning, masked out).
    n = len(q)
    phi = np.zeros(n)
    phi[:n] += np.sum(
        np.where(
            np.arange(n)[:, None] != np.arange(n),
            q[:n] / abs(pos[:n, None] - pos[:n]),
            0,
        ),
        axis=-1,
    )
    return phi


def drag(vel, weights):
    # No test: every pair adds; the terms do not read the outer variable on one side.
    n, m = len(vel), len(weights)
    f = np.ones(n)
    f[:n] -= np.sum(weights[:m] * vel[:n, None] ** 2, axis=-1)
    return f


def equivalent_age(temps, dt_h, t_ref=20.0):
    # A temporary per pair first (a rate from the temperature), then its sum per sensor.
    age = np.zeros(temps.shape[0])
    k = np.exp(
        -4800.0
        * (
            1 / (273.15 + temps[:temps.shape[0], :temps.shape[1]])
            - 1 / (273.15 + t_ref)
        )
    )
    age[:temps.shape[0]] += np.sum(k * dt_h, axis=-1)
    return age


def harsh_events(acc, brake=-3.0, accel=2.5):
    # Counts in the branches of an if/elif: the second counts where the first test failed.
    brakes = np.zeros(acc.shape[0], dtype=int)
    starts = np.zeros(acc.shape[0], dtype=int)
    brakes[:acc.shape[0]] += np.sum(acc[:acc.shape[0], :acc.shape[1]] < brake, axis=-1)
    starts[:acc.shape[0]] += np.sum(
        ~(acc[:acc.shape[0], :acc.shape[1]] < brake) & (
            acc[:acc.shape[0], :acc.shape[1]] > accel
        ),
        axis=-1,
    )
    brakes[:acc.shape[0]] -= np.sum(
        ~(acc[:acc.shape[0], :acc.shape[1]] < brake) & ~(
            acc[:acc.shape[0], :acc.shape[1]] > accel
        ),
        axis=-1,
    )
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
