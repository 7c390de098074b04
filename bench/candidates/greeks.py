"""Black-Scholes prices and greeks over a strike/maturity grid."""
import math

import numpy as np


def norm_cdf(x):
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def price_grid(spot, strikes, maturities, rate, vol):
    prices = np.zeros((len(maturities), len(strikes)))
    for i in range(len(maturities)):
        for j in range(len(strikes)):
            t = maturities[i]
            k = strikes[j]
            d1 = (math.log(spot / k) + (rate + 0.5 * vol * vol) * t) / (vol * math.sqrt(t))
            d2 = d1 - vol * math.sqrt(t)
            prices[i, j] = spot * norm_cdf(d1) - k * math.exp(-rate * t) * norm_cdf(d2)
    return prices


def intrinsic(spot, strikes):
    out = np.zeros(len(strikes))
    for j in range(len(strikes)):
        out[j] = max(spot - strikes[j], 0.0)
    return out


def time_value(prices, intr):
    tv = np.zeros_like(prices)
    for i in range(prices.shape[0]):
        for j in range(prices.shape[1]):
            tv[i, j] = prices[i, j] - intr[j]
    return tv


def main():
    strikes = np.linspace(80, 120, 41)
    maturities = np.linspace(0.1, 2.0, 20)
    prices = price_grid(100.0, strikes, maturities, 0.03, 0.25)
    intr = intrinsic(100.0, strikes)
    tv = time_value(prices, intr)
    print("atm 1y %.6f" % prices[9, 20])
    print("max time value %.6f" % tv.max())
    negative = 0
    for v in tv.ravel():
        if v < -1e-9:
            negative += 1
    print("negative time values", negative)


if __name__ == "__main__":
    main()
