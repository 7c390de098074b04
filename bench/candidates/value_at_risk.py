"""Historical and Monte Carlo value-at-risk for a small portfolio."""
import numpy as np


def log_returns(prices):
    out = np.empty((prices.shape[0] - 1, prices.shape[1]))
    for t in range(1, prices.shape[0]):
        out[t - 1] = np.log(prices[t] / prices[t - 1])
    return out


def ewma_cov(returns, lam=0.94):
    n = returns.shape[1]
    cov = np.cov(returns[:20].T)
    for t in range(20, returns.shape[0]):
        r = returns[t].reshape(-1, 1)
        cov = lam * cov + (1 - lam) * (r @ r.T)
    return cov


def historical_var(returns, weights, alpha=0.99):
    pnl = np.zeros(returns.shape[0])
    for t in range(returns.shape[0]):
        pnl[t] = np.dot(weights, returns[t])
    losses = sorted(-pnl)
    k = int(np.ceil(alpha * len(losses))) - 1
    return losses[k]


def monte_carlo_var(cov, weights, n_paths, alpha, rng):
    chol = np.linalg.cholesky(cov)
    losses = []
    for _ in range(n_paths):
        z = rng.standard_normal(len(weights))
        r = chol @ z
        losses.append(-np.dot(weights, r))
    losses = np.array(losses)
    return np.quantile(losses, alpha)


def drawdowns(prices, weights):
    value = prices @ weights
    peak = value[0]
    worst = 0.0
    for v in value:
        if v > peak:
            peak = v
        dd = (peak - v) / peak
        if dd > worst:
            worst = dd
    return worst


def rolling_vol(returns, weights, window):
    port = returns @ weights
    vols = np.zeros(len(port) - window + 1)
    for i in range(len(vols)):
        vols[i] = np.std(port[i:i + window])
    return vols


def main():
    rng = np.random.default_rng(7)
    n_days, n_assets = 750, 5
    shocks = rng.normal(0.0003, 0.012, size=(n_days, n_assets))
    prices = 100.0 * np.exp(np.cumsum(shocks, axis=0))
    weights = np.array([0.3, 0.2, 0.2, 0.2, 0.1])
    rets = log_returns(prices)
    cov = ewma_cov(rets)
    hv = historical_var(rets, weights)
    mv = monte_carlo_var(cov, weights, 2000, 0.99, rng)
    print(f"{hv:.6f} {mv:.6f} {drawdowns(prices, weights):.6f} {rolling_vol(rets, weights, 60).max():.6f}")


if __name__ == "__main__":
    main()
