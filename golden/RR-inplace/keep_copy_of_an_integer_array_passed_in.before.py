import numpy as np


def grow(counts, rates, steps):
    # `counts` is an integer draw: `np.multiply(..., out=stock)` cannot hold the float product.
    stock = counts.copy()
    for _ in range(steps):
        stock = stock * (1.0 + rates)
    return stock


def run(seed):
    rng = np.random.default_rng(seed)
    return grow(rng.integers(1, 100, 8), rng.uniform(0.0, 0.1, 8), 3)
