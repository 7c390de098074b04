import numpy as np


def nightly_summary(n_nights, epochs):
    counts = np.abs(np.sin(np.linspace(0.0, 40.0, n_nights * epochs))).reshape(n_nights, epochs)
    summary = np.zeros((n_nights, 4))
    summary[:n_nights, 0] = counts[:n_nights].sum(axis=1)
    summary[:n_nights, 1] = np.median(counts[:n_nights], axis=1)
    if n_nights > 0:
        summary[:n_nights, 2] = counts[:n_nights].argmax(axis=1)
    summary[:n_nights, 3] = np.sum(counts[:n_nights] != 0, axis=1)
    return summary


def busiest_cell(frames):
    stack = np.asarray(frames, dtype=float).reshape(4, 3, 5)
    best = np.zeros(4, dtype=int)
    best[:stack.shape[0]] = np.argmax(stack.reshape(stack.shape[0], -1), axis=1)
    return best


def bottom_picks(n_pings, n_samples, start):
    env = np.abs(np.cos(np.linspace(0.0, 31.0, n_pings * n_samples))).reshape(n_pings, n_samples)
    picks = np.zeros(n_pings, dtype=int)
    if n_pings > 0:
        picks[:n_pings] = start + np.argmax(env[:n_pings, start:], axis=1)
    return picks


def _report():
    return nightly_summary(3, 16), busiest_cell(np.arange(60.0)), bottom_picks(4, 20, 3)


_EXACT = True


def _inputs(rng):
    return [
        ("nightly_summary", (int(rng.integers(1, 6)), int(rng.integers(3, 30)))),
        ("busiest_cell", (rng.permutation(60),)),
        ("bottom_picks", (int(rng.integers(1, 6)), int(rng.integers(5, 30)), int(rng.integers(0, 4)))),
    ]
