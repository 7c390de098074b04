import numpy as np


def weighted_energy(x, w, n):
    # Unsafe: if x were 2-D, x[i] * w[i] would accumulate rows, not scalars.
    total = 0.0
    for i in range(n):
        total += x[i] * w[i]
    return total
