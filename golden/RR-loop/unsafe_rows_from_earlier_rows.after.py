import numpy as np

_EXACT = True


def from_a_row_passed_in(u, r):
    # `u[r - 1]` at `r = 0` is the last row: told apart from row `r` unless it wraps.
    u[r, 1:u.shape[1]] = u[r - 1, :u.shape[1] - 1] * 0.9 + 1.0
    return u


def _inputs(rng):
    rows, cols = int(rng.integers(2, 6)), int(rng.integers(1, 7))
    return [("from_a_row_passed_in", (rng.standard_normal((rows, cols)), int(rng.integers(1, rows))))]


def main():
    from_a_row_passed_in(np.ones((3, 4)), 1)
