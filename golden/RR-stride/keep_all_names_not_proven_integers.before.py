import numpy as np


def not_integers(g, rows, n):
    half = n / 2
    mid = g[half, ::2]
    for r in rows:
        g[r, ::2] = 0.0
    i = 0
    g[i, ..., ::2] = 1.0
    k = 0
    k = rows[0]
    g[k, ::2] = 2.0
    return mid
