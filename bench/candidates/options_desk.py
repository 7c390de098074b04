"""Options desk: binomial-tree prices of a book of American puts and exponentially weighted volatility."""
import math

import numpy as np


def ewma_variance(returns, lam):
    var = np.zeros(len(returns))
    var[0] = returns[0] ** 2
    for t in range(1, len(returns)):
        var[t] = lam * var[t - 1] + (1 - lam) * returns[t] ** 2
    return var


def american_put(spot, strike, rate, vol, expiry, steps):
    dt = expiry / steps
    up = math.exp(vol * math.sqrt(dt))
    down = 1 / up
    p = (math.exp(rate * dt) - down) / (up - down)
    disc = math.exp(-rate * dt)
    prices = spot * up ** np.arange(steps, -steps - 1, -2.0)
    values = np.maximum(strike - prices, 0.0)
    for step in range(steps - 1, -1, -1):
        prices = prices[:-1] * down
        values = np.maximum(strike - prices, disc * (p * values[:-1] + (1 - p) * values[1:]))
    return values[0]


def book_value(spots, strikes, rate, vols, expiries, steps):
    out = np.zeros(len(spots))
    for k in range(len(spots)):
        out[k] = american_put(spots[k], strikes[k], rate, vols[k], expiries[k], steps)
    return out


def pnl_paths(book0, shocks):
    pnl = np.zeros(shocks.shape)
    for i in range(shocks.shape[0]):
        for j in range(shocks.shape[1]):
            pnl[i, j] = book0 * shocks[i, j]
    return pnl


def main():
    rng = np.random.default_rng(31)
    r = rng.normal(0, 0.012, 500)
    var = ewma_variance(r, 0.94)
    print("vol", round(float(np.sqrt(var[-1] * 252)), 4))
    n = 12
    vals = book_value(rng.uniform(90, 110, n), np.full(n, 100.0), 0.03, rng.uniform(0.15, 0.35, n), rng.uniform(0.25, 1.0, n), 200)
    print("book", np.round(vals, 3))
    pnl = pnl_paths(float(vals.sum()), rng.normal(0, 0.01, (4, 5)))
    print("pnl", np.round(pnl.sum(axis=1), 3))


if __name__ == "__main__":
    main()
