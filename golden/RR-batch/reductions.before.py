import numpy as np


def peaks(traces: np.ndarray):
    out = np.empty(traces.shape[0])
    for i in range(traces.shape[0]):
        out[i] = np.max(np.abs(traces[i]))
    return out


# Not rewritten: `any` over several item axes fails on cuPyNumeric 26.6.1.
def any_negative(cube):
    cube = np.asarray(cube)
    flags = np.zeros(len(cube), dtype=bool)
    for k, plane in enumerate(cube):
        flags[k] = np.any(plane < 0.0)
    return flags


def rows_with_gaps(n, m, seed):
    grid = np.random.default_rng(seed).normal(size=(n, m))
    grid[grid > 1.5] = np.nan
    flags = np.zeros(n, dtype=bool)
    for i in range(n):
        flags[i] = np.any(np.isnan(grid[i]))
    return flags


def medians(rows):
    rows = np.asarray(rows, dtype=np.float64)
    result = []
    for row in rows:
        result.append(np.median(row))
    return result


def lengths(vectors):
    vectors = np.asarray(vectors)
    out = np.empty(len(vectors))
    for i, v in enumerate(vectors):
        out[i] = np.linalg.norm(v)
    return out


def summaries(samples):
    samples = np.asarray(samples, dtype=np.float64)
    highs = np.array([np.max(s) for s in samples])
    lows = [np.nanmin(np.abs(samples[i])) for i in range(len(samples))]
    return highs, lows


def column_peaks(x):
    x = np.asarray(x)
    return [np.max(np.abs(col)) for col in x.T]


def column_minima(n_rows, n_cols, seed):
    table = np.random.default_rng(seed).normal(size=(n_rows, n_cols))
    lows = np.empty(n_cols)
    for j in range(n_cols):
        lows[j] = np.min(table[:, j])
    return lows


def _inputs(rng):
    return [
        ("peaks", (rng.normal(size=(6, 9)),)),
        ("any_negative", (rng.normal(size=(4, 3, 5)) + 1.5,)),
        ("rows_with_gaps", (6, 5, 3)),
        ("medians", (rng.normal(size=(5, 7)),)),
        ("lengths", (rng.normal(size=(8, 3)),)),
        ("summaries", (rng.normal(size=(5, 4, 3)),)),
        ("column_peaks", (rng.normal(size=(6, 3)),)),
        ("column_minima", (5, 4, 1)),
    ]
