"""Moving-average crossover backtest on synthetic prices."""
import numpy as np


def simulate_prices(n_days, seed=7):
    rng = np.random.default_rng(seed)
    rets = rng.normal(0.0004, 0.012, n_days)
    prices = np.empty(n_days)
    prices[0] = 100.0
    for t in range(1, n_days):
        prices[t] = prices[t - 1] * (1.0 + rets[t])
    return prices


def moving_average(prices, window):
    n = len(prices)
    out = np.full(n, np.nan)
    for t in range(window - 1, n):
        out[t] = prices[t - window + 1 : t + 1].mean()
    return out


def signals(fast, slow):
    n = fast.shape[0]
    pos = np.zeros(n)
    for t in range(n):
        if np.isnan(slow[t]):
            pos[t] = 0.0
        elif fast[t] > slow[t]:
            pos[t] = 1.0
        else:
            pos[t] = -0.5
    return pos


def daily_returns(prices):
    n = len(prices)
    r = np.zeros(n)
    for t in range(1, n):
        r[t] = prices[t] / prices[t - 1] - 1.0
    return r


def max_drawdown(equity):
    peak = equity[0]
    worst = 0.0
    for v in equity:
        if v > peak:
            peak = v
        dd = (peak - v) / peak
        if dd > worst:
            worst = dd
    return worst


def main():
    prices = simulate_prices(2000)
    fast = moving_average(prices, 10)
    slow = moving_average(prices, 50)
    pos = signals(fast, slow)
    r = daily_returns(prices)
    strat = np.zeros(len(r))
    for t in range(1, len(r)):
        strat[t] = pos[t - 1] * r[t]
    equity = np.cumprod(1.0 + strat)
    total_fees = 0.0
    for t in range(1, len(pos)):
        if pos[t] != pos[t - 1]:
            total_fees += 0.001
    print("final equity %.6f" % equity[-1])
    print("max drawdown %.6f" % max_drawdown(equity))
    print("fees %.4f" % total_fees)
    print("mean strat %.8f" % strat.mean())


if __name__ == "__main__":
    main()
