import numpy as np


def grid(n, lo, hi):
    x = np.linspace(lo, hi, n)
    for i in range(len(x)):
        assert x[i] >= 0
        assert lo <= x[i] <= hi
    return x


def weights(n, scale):
    w = np.zeros(n)
    w[: n // 2] = scale
    for k in range(len(w)):
        assert w[k] < 1.5, "weights above 1.5"
    return w.sum()


def _inputs(rng):
    cases = []
    for n in (0, 1, 5, 40):
        cases.append(("grid", (n, 0.0, 1.0)))
        cases.append(("grid", (n, -1.0, 1.0)))
        cases.append(("weights", (n, 0.5)))
        cases.append(("weights", (n, 2.0)))
    return cases
