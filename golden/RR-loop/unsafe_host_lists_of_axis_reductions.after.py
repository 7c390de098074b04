import numpy as np

_EXACT = True  # the same numbers: Python floats and ints equal the 64-bit NumPy scalars they came from

WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]


def top_terms(n_docs):
    weights = np.zeros((n_docs, len(WORDS)))
    for d in range(n_docs):
        weights[d] = np.cos(np.arange(len(WORDS)) * (d + 1))
    order = np.argsort(weights.sum(axis=0))[-3:]
    return [WORDS[i] for i in order.tolist()]


def column_peaks(n_rows):
    grid = np.sin(np.arange(n_rows * 5, dtype=float)).reshape(n_rows, 5)
    peaks = np.max(grid, axis=0)
    best_rows = grid.argmax(axis=0)
    lines = [f"{p:.3f}" for p in peaks.tolist()]
    for r in best_rows.tolist():
        lines.append(str(r + 1))
    return lines


def _inputs(rng):
    return [("top_terms", (int(rng.integers(2, 9)),)), ("column_peaks", (int(rng.integers(1, 7)),))]
