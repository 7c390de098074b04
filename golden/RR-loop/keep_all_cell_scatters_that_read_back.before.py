import numpy as np

# Not rewritten: a cell scatter that reads the array it adds into, one whose row and column are
# the same index, and one through an index array the loop also writes.


def damped(rows, cols, n):
    grid = np.ones((n, n))
    for k in range(len(rows)):
        grid[rows[k], cols[k]] += grid[cols[k], rows[k]] * 0.5
    return grid


def diagonal(idx, n):
    grid = np.zeros((n, n))
    for k in range(len(idx)):
        grid[idx[k], idx[k]] += 1
    return grid


def relabelled(rows, cols, n):
    grid = np.zeros((n, n))
    for k in range(len(rows)):
        grid[rows[k], cols[k]] += 1
        rows[k] = 0
    return grid
