import numpy as np


def rows(grid):
    out = []
    for i in range(grid.shape[0]):
        out.append(grid[i] * 2)
    return out


def reads_the_list(x):
    out = [0.0]
    for i in range(len(x)):
        out.append(out[-1] + x[i])
    return out


def into_a_parameter(x, out):
    for i in range(len(x)):
        out.append(x[i] * 2)
    return out


def driver(seed):
    rng = np.random.default_rng(seed)
    return rows(rng.normal(size=(4, 3))), reads_the_list(rng.normal(size=5)), into_a_parameter(rng.normal(size=5), [])
