"""Portfolio risk: covariance by hand, per-asset shrinkage, rolling drawdowns."""
import numpy as np

ASSETS, DAYS = 50, 2500


def covariance(returns):
    n = returns.shape[0]
    mean = returns.mean(axis=0)
    cov = np.zeros((returns.shape[1], returns.shape[1]))
    for t in range(n):
        d = returns[t] - mean
        cov += np.outer(d, d)
    return cov / (n - 1)


def shrink(cov, delta):
    target = np.diag(np.diag(cov))
    out = (1 - delta) * cov + delta * target
    out.flat[:: out.shape[0] + 1] += 1e-8
    return out


def weights(cov):
    inv = np.linalg.inv(cov)
    ones = np.ones(cov.shape[0])
    w = inv @ ones
    return w / w.sum()


def max_drawdown(prices):
    peak = prices[0]
    worst = 0.0
    for p in prices:
        peak = max(peak, p)
        worst = min(worst, p / peak - 1.0)
    return worst


def main(seed=3):
    rng = np.random.default_rng(seed)
    r = rng.normal(0.0003, 0.01, (DAYS, ASSETS))
    c = shrink(covariance(r), 0.2)
    w = weights(c)
    prices = np.cumprod(1 + r @ w)
    print(round(float(w.sum()), 10), round(float(max_drawdown(prices)), 10), round(float(c.trace()), 12))


if __name__ == "__main__":
    main()
