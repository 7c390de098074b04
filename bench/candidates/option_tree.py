"""American put on a binomial tree, rolled back one level at a time."""
import numpy as np

LEVELS = 500


def american_put(s0, k, r, sigma, t, levels):
    dt = t / levels
    up = np.exp(sigma * np.sqrt(dt))
    down = 1.0 / up
    p = (np.exp(r * dt) - down) / (up - down)
    disc = np.exp(-r * dt)
    j = np.arange(levels + 1)
    prices = s0 * up ** (levels - j) * down**j
    values = np.maximum(k - prices, 0.0)
    for level in range(levels - 1, -1, -1):
        prices = prices[:-1] * down
        values = disc * (p * values[:-1] + (1 - p) * values[1:])
        values = np.maximum(values, k - prices)
    return values[0]


if __name__ == "__main__":
    print(american_put(100.0, 100.0, 0.03, 0.25, 1.0, LEVELS))
