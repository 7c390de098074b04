import numpy as np


def corner_cases(values):
    results = []
    for dt in (np.float32, np.float64):
        nan = np.array(np.nan, dtype=dt)
        one = np.ones(3, dt)
        results.append(nan + one.sum())
    return results


def per_type(shape, types):
    totals = []
    for t in types:
        buf = np.zeros(shape, dtype=t)
        buf[0] = 1
        totals.append(buf.sum())
    return totals
