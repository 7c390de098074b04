"""Daily returns of a portfolio of assets: per-asset stats and a drawdown report."""
import numpy as np

ASSETS, DAYS = 30, 1000


def per_asset_vol(returns):
    vols = np.empty(returns.shape[1])
    for a in range(returns.shape[1]):
        vols[a] = np.std(returns[:, a])
    return vols


def best_days(returns):
    return [np.argmax(r) for r in returns.T]


def sharpe(returns, rf):
    out = []
    for col in returns.T:
        out.append((col.mean() - rf) / col.std())
    return out


def main(seed=2):
    rng = np.random.default_rng(seed)
    r = rng.normal(0.0004, 0.01, (DAYS, ASSETS))
    v = per_asset_vol(r)
    b = best_days(r)
    s = sharpe(r, 0.0001)
    print(round(float(v.sum()), 10), sum(b), round(float(sum(s)), 8))


if __name__ == "__main__":
    main()
