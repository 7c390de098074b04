import numpy as np

_EXACT = True


def normalize_overlap_add(out, norm):
    # The guard keeps the division away from empty bins; np.where divides them too (0/0 warns).
    for i in range(len(out)):
        if norm[i] > 1e-8:
            out[i] /= norm[i]
    return out


def safe_log_ratio(a, b):
    r = np.zeros(len(a))
    for i in range(len(a)):
        if a[i] > 0 and b[i] > 0:
            r[i] = np.log(a[i] / b[i])
    return r


def halves(x):
    # Dividing by a literal cannot warn: still safe.
    y = np.zeros(len(x))
    for i in range(len(x)):
        if x[i] > 0:
            y[i] = x[i] / 2
    return y


def _inputs(rng):
    cases = []
    for n in (0, 1, 7, 40):
        norm = rng.random(n)
        norm[::3] = 0.0
        a = rng.normal(size=n)
        b = rng.normal(size=n)
        cases.append(("normalize_overlap_add", (rng.normal(size=n), norm)))
        cases.append(("safe_log_ratio", (a, b)))
        cases.append(("halves", (a,)))
    return cases
