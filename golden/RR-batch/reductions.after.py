import numpy as np


def peaks(traces: np.ndarray):
    out = np.empty(traces.shape[0])
    out[:traces.shape[0]] = np.max(np.abs(traces), axis=tuple(range(1, traces.ndim)))
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
    flags[:n] = np.any(np.isnan(grid[:n]), axis=1)
    return flags


def medians(rows):
    rows = np.asarray(rows, dtype=np.float64)
    result = []
    result.extend(np.median(rows, axis=tuple(range(1, rows.ndim))))
    return result


def lengths(vectors):
    vectors = np.asarray(vectors)
    out = np.empty(len(vectors))
    out[:len(vectors)] = np.linalg.norm(np.reshape(vectors, (len(vectors), -1)), axis=1)
    return out


def summaries(samples):
    samples = np.asarray(samples, dtype=np.float64)
    highs = np.max(samples, axis=tuple(range(1, samples.ndim)))
    lows = list(np.nanmin(np.abs(samples), axis=tuple(range(1, samples.ndim))))
    return highs, lows


def column_peaks(x):
    x = np.asarray(x)
    return list(np.max(np.abs(x.T), axis=tuple(range(1, x.ndim))))


def column_minima(n_rows, n_cols, seed):
    table = np.random.default_rng(seed).normal(size=(n_rows, n_cols))
    lows = np.empty(n_cols)
    lows[:n_cols] = np.min(table[:, :n_cols], axis=0)
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
