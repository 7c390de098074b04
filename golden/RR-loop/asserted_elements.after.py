import numpy as np


def grid(n, lo, hi):
    x = np.linspace(lo, hi, n)
    assert np.all(x >= 0)
    assert np.all((lo <= x) & (x <= hi))
    return x


def weights(n, scale):
    w = np.zeros(n)
    w[: n // 2] = scale
    assert np.all(w < 1.5), "weights above 1.5"
    return w.sum()


def _inputs(rng):
    cases = []
    for n in (0, 1, 5, 40):
        cases.append(("grid", (n, 0.0, 1.0)))
        cases.append(("grid", (n, -1.0, 1.0)))
        cases.append(("weights", (n, 0.5)))
        cases.append(("weights", (n, 2.0)))
    return cases
