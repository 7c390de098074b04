import numpy as np


def into_a_cube(x, y, nx, ny):
    grid = np.zeros((3, ny, nx))
    for i in range(len(x)):
        cx = int(x[i] * nx)
        cy = int(y[i] * ny)
        grid[cy, cx] += 1
    return grid


def into_a_parameter(grid, x, y):
    for i in range(len(x)):
        cx = int(x[i] * grid.shape[1])
        cy = int(y[i] * grid.shape[0])
        grid[cy, cx] += 1
    return grid


def on_the_diagonal(x, n):
    grid = np.zeros((n, n))
    for i in range(len(x)):
        c = int(x[i] * n)
        grid[c, c] += 1
    return grid
