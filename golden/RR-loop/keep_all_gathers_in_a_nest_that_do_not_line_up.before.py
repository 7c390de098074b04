import numpy as np


def transposed(w):
    out = np.zeros((4, 4))
    for r in range(4):
        for c in range(4):
            out[r, c] = w[c, 2 * r]
    return out


def both_computed(w):
    out = np.zeros((3, 3))
    for r in range(3):
        for c in range(3):
            out[r, c] = w[2 * r, 2 * c]
    return out


def written_where_gathered(w):
    for r in range(3):
        for c in range(3):
            w[r, c] = w[r, 2 * c] + 1.0
    return w


def main():
    transposed(np.ones((8, 8)))
    both_computed(np.ones((6, 6)))
    written_where_gathered(np.ones((3, 6)))
