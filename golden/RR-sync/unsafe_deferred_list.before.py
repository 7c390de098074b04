import numpy as np

_EXACT = True  # the same numbers, converted after the loop instead of in it


def screen(A, rhs, limits, shifts):
    overloads = []
    peaks = []
    for shift in shifts:
        x = np.linalg.solve(A + shift * np.eye(A.shape[0]), rhs)
        overloads.append(int(np.count_nonzero(np.abs(x) > limits)))
        peaks.append(np.abs(x).max().item())
    return overloads, peaks


def _inputs(rng):
    A = np.eye(5) * 4 + rng.standard_normal((5, 5))
    return [("screen", (A, rng.standard_normal(5), 0.3, [0.0, 0.5, 1.0, 2.0]))]
