import numpy as np

_EXACT = True


def market_impact(stock, size, side, depth):
    impact = np.zeros(depth.shape[0])
    for k in range(len(stock)):
        s = stock[k]
        impact[s] += side[k] * size[k] / depth[s]
    return impact


def _inputs(rng):
    n = 40
    stock = rng.integers(0, 7, n)
    size = rng.lognormal(3, 1, n)
    side = np.where(rng.random(n) < 0.5, -1.0, 1.0)
    depth = rng.uniform(1e2, 1e3, 7)
    return [("market_impact", (stock, size, side, depth))]
