import numpy as np


def backward(payoff, strike, prices, steps, american):
    v = np.maximum(payoff, 0.0)
    for step in range(steps):
        v[1:-1] = 0.5 * (v[:-2] + v[2:])
        if american:
            v = np.maximum(v, strike - prices)
    return v


_EXACT = True


def _inputs(rng):
    prices = np.linspace(50.0, 150.0, 21)
    return [
        ("backward", (100.0 - prices, 100.0, prices, 5, True)),
        ("backward", (100.0 - prices, 100.0, prices, 5, False)),
    ]
