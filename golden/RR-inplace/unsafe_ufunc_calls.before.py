import numpy as np


def deconvolve(observed, blur, iters):
    estimate = observed.copy()
    for i in range(iters):
        estimate = estimate * blur
        estimate = np.clip(estimate, a_min=0, a_max=None)
    return estimate


def accumulate_log(scores, terms):
    total = scores.copy()
    for term in terms:
        total = np.logaddexp(term, total)
    return total


def fold(values, steps):
    out = np.array(values)
    for s in range(steps):
        out = np.abs(
            out,
        )
    return out
