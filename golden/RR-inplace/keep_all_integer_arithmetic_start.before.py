import numpy as np


def decay(counts, steps):
    left = counts * 2
    for _ in range(steps):
        left = left * 0.5
    return left


def scaled(counts, steps):
    total = counts + 1
    for _ in range(steps):
        total = total / 3
    return total
