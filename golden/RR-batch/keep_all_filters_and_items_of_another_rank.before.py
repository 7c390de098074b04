import numpy as np


def flagged_with_else(x, limit):
    keep = []
    drop = []
    for i in range(x.shape[0]):
        if x[i].max() < limit:
            keep.append(i)
        else:
            drop.append(i)
    return keep, drop


def kept_rows(x, limit):
    keep = []
    for i in range(x.shape[0]):
        if x[i].max() < limit:
            keep.append(x[i])
    return keep


def growing(x, limit):
    keep = []
    for i in range(x.shape[0]):
        if x[i].max() < limit + len(keep):
            keep.append(i)
    return keep


def _inputs(rng):
    x = rng.normal(size=(8, 5))
    return [
        ("flagged_with_else", (x, 1.0)),
        ("kept_rows", (x, 1.0)),
        ("growing", (x, 1.0)),
    ]
