import numpy as np


def inertia(n, k, seed):
    # One total over every point: the same terms, added in another order.
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 2))
    centers = rng.normal(size=(k, 2))
    labels = rng.integers(0, k, n)
    total = 0.0
    total += np.sum((X[:n] - centers[labels[:n]]) ** 2)
    return total
