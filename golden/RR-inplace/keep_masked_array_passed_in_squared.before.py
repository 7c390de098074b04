import numpy as np
import numpy.ma as ma


def fourth_moment(a):
    centred = a - a.mean()
    s = centred.copy()
    for _ in range(2):
        s = s**2
    return s.mean()


def _inputs(rng):
    data = ma.masked_array(rng.normal(size=12), mask=[i % 4 == 0 for i in range(12)])
    return [("fourth_moment", (data,))]
