import numpy as np


def weighted_energy(x, w, n):
    # Unsafe: if x were 2-D, x[i] * w[i] would accumulate rows, not scalars.
    total = 0.0
    total += np.sum(x[:n] * w[:n])
    return total
