"""Vectorized Black-Scholes pricing of a large batch of European options."""
import numpy as np
from numpy import exp, log, sqrt

N_OPTIONS = 50_000_000


def norm_cdf(x):
    # Abramowitz-Stegun approximation, vectorized.
    t = 1.0 / (1.0 + 0.2316419 * np.abs(x))
    poly = t * (0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
    pdf = exp(-0.5 * x * x) / sqrt(2.0 * np.pi)
    cdf = 1.0 - pdf * poly
    return np.where(x >= 0.0, cdf, 1.0 - cdf)


def black_scholes(spot, strike, rate, vol, expiry):
    d1 = (log(spot / strike) + (rate + 0.5 * vol * vol) * expiry) / (vol * sqrt(expiry))
    d2 = d1 - vol * sqrt(expiry)
    discount = exp(-rate * expiry)
    call = spot * norm_cdf(d1) - strike * discount * norm_cdf(d2)
    put = call - spot + strike * discount
    return call, put


def make_inputs(n=N_OPTIONS, seed=0):
    rng = np.random.default_rng(seed)
    spot = rng.uniform(50.0, 150.0, n)
    strike = rng.uniform(50.0, 150.0, n)
    expiry = rng.uniform(0.1, 2.0, n)
    return spot, strike, expiry


if __name__ == "__main__":
    s, k, t = make_inputs()
    c, p = black_scholes(s, k, 0.02, 0.3, t)
    print("mean call", c.mean(), "mean put", p.mean())
