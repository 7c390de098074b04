import numpy as np


def sums_kept(a, n):
    results = []
    for k in range(n):
        buf = np.zeros(3)
        out = np.add(a, k, out=buf)
        results.append(out)
    return results


def clipped_kept(a, n):
    results = []
    for k in range(n):
        buf = np.empty(3)
        results.append(np.clip(a + k, 0, 2, out=buf))
    return results


def positional_out(a, n):
    results = []
    for k in range(n):
        buf = np.zeros(3)
        res = np.multiply(a, k, buf)
        results.append(res)
    return results
