import numpy as np


def first_readings(x, n):
    assert np.all(x[:n] >= 0.0)
    return n


def checked_pairs(a, b):
    assert np.all(a <= b[:len(a)])
    return True


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 5, 30):
        x = rng.normal(1.0, 0.5, 40)
        cases.append(("first_readings", (x, n)))
        cases.append(("first_readings", (np.abs(x), n)))
        a = rng.random(n)
        cases.append(("checked_pairs", (a, a + rng.random(n))))
        cases.append(("checked_pairs", (a, a - 0.5)))
    return cases


def _report():
    first_readings(np.ones(5), 3)
    checked_pairs(np.zeros(3), np.ones(3))
