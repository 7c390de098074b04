import numpy as np


def long_pauses(gaps, factor):
    gaps = np.asarray(gaps, dtype=float).ravel()
    typical = np.median(gaps)
    count = 0
    for g in gaps:
        if g > factor * typical:
            count += 1
    return count


def _report():
    return long_pauses(np.linspace(1.0, 9.0, 20), 1.5)


_EXACT = True


def _inputs(rng):
    return [("long_pauses", (rng.gamma(2.0, 30.0, size=40), 1.8))]
