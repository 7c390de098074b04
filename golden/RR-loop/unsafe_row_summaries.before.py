import numpy as np


def nightly_summary(n_nights, epochs):
    counts = np.abs(np.sin(np.linspace(0.0, 40.0, n_nights * epochs))).reshape(n_nights, epochs)
    summary = np.zeros((n_nights, 4))
    for n in range(n_nights):
        summary[n, 0] = counts[n].sum()
        summary[n, 1] = np.median(counts[n])
        summary[n, 2] = counts[n].argmax()
        summary[n, 3] = np.count_nonzero(counts[n])
    return summary


def busiest_cell(frames):
    stack = np.asarray(frames, dtype=float).reshape(4, 3, 5)
    best = np.zeros(4, dtype=int)
    for k in range(stack.shape[0]):
        best[k] = np.argmax(stack[k])
    return best


def bottom_picks(n_pings, n_samples, start):
    env = np.abs(np.cos(np.linspace(0.0, 31.0, n_pings * n_samples))).reshape(n_pings, n_samples)
    picks = np.zeros(n_pings, dtype=int)
    for p in range(n_pings):
        picks[p] = start + np.argmax(env[p, start:])
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
