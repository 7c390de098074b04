import numpy as np


def rows_covered(starts, n):
    grid = np.zeros((n, 4))
    for s in starts:
        grid[s:s + 2] += 1
    return grid


def same_slice(starts, n):
    depth = np.zeros(n)
    for s in starts:
        depth[0:5] += 1
    return depth


def bound_reads_the_counts(starts, n):
    depth = np.zeros(n, dtype=np.int64)
    for s in starts:
        depth[s:s + depth[0] + 1] += 1
    return depth


def small_counts(starts, n):
    depth = np.zeros(n, dtype=np.uint8)
    for s in starts:
        depth[s:s + 3] += 1
    return depth


def last_read_after(starts, n):
    depth = np.zeros(n)
    for s in starts:
        end = s + 4
        depth[s:end] += 1
    return depth, end


def driver(seed):
    rng = np.random.default_rng(seed)
    starts = rng.integers(0, 20, 10)
    return (
        rows_covered(starts, 30),
        same_slice(starts, 30),
        bound_reads_the_counts(starts, 30),
        small_counts(starts, 30),
        last_read_after(starts, 30),
    )
