import numpy as np

_EXACT = True  # out= computes the same products into the same float64 buffer


def backtest(returns, weights, rebalance_every=5):
    holdings = weights.copy()
    value = np.ones(weights.shape[0])
    for t in range(returns.shape[0]):
        value = holdings @ (1.0 + returns[t])
        np.multiply(holdings, 1.0 + returns[t], out=holdings)
        if t % rebalance_every == 0:
            holdings = weights * value[:, None]
    return value, holdings


def run(seed):
    rng = np.random.default_rng(seed)
    returns = rng.normal(0.0, 0.01, (30, 6))
    weights = rng.dirichlet(np.ones(6), 4)
    return backtest(returns, weights)


def _inputs(rng):
    return [("run", (int(rng.integers(0, 1000)),))]
