import numpy as np

_EXACT = True


def baseline_and_level(n, step):
    level = np.zeros(6)
    baseline = level[:3]
    for _ in range(n):
        level = level + step
    return baseline, level


def transposed_start(n):
    grid = np.ones((2, 3))
    start = grid.T
    for _ in range(n):
        grid = grid * 0.5
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
