import numpy as np

_EXACT = True


def baseline_and_level(n, step):
    level = np.zeros(6)
    baseline = level[:3]
    level = level.copy()
    for _ in range(n):
        np.add(level, step, out=level)
    return baseline, level


def transposed_start(n):
    grid = np.ones((2, 3))
    start = grid.T
    grid = grid.copy()
    for _ in range(n):
        np.multiply(grid, 0.5, out=grid)
    return start, grid


def history_of_views(n):
    state = np.arange(4.0)
    history = [state.reshape(2, 2)]
    for _ in range(n):
        state = state + 1.0
    return history, state


def _inputs(rng):
    return [
        ("baseline_and_level", (3, 0.25)),
        ("transposed_start", (4,)),
        ("history_of_views", (2,)),
    ]
