import numpy as np


def repeated(q, m):
    # The term does not vary along the inner loop: it is added m times, not summed once.
    n = len(q)
    phi = np.zeros(n)
    for a in range(n):
        for b in range(m):
            phi[a] += q[a]
    return phi


def small_counts(x, lim):
    # An unsigned count cannot take a signed total in place (a casting error).
    n = len(x)
    counts = np.zeros(n, dtype=np.uint8)
    for a in range(n):
        for b in range(n):
            if abs(x[a] - x[b]) < lim:
                counts[a] += 1
    return counts


def whole_weights(x, w):
    # An integer array given a fractional sum truncates each add; in place it would raise.
    n = len(x)
    score = np.zeros(n, dtype=int)
    for a in range(n):
        for b in range(n):
            score[a] += w[b] * x[a]
    return score


def running(x):
    # The written element is read in the term: each add sees the total so far.
    n = len(x)
    acc = np.ones(n)
    for a in range(n):
        for b in range(n):
            acc[a] += acc[a] * x[b]
    return acc


def fed_back(x):
    # A temporary reads the written element: each add sees the total so far.
    n = len(x)
    acc = np.ones(n)
    for a in range(n):
        for b in range(n):
            step = acc[a] * x[b]
            acc[a] += step
    return acc

