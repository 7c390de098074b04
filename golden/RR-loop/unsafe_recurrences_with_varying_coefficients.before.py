import numpy as np


def varying_decay(x, c):
    y = np.zeros(len(x))
    for i in range(1, len(x)):
        y[i] = c[i] * y[i - 1] + x[i]
    return y


def adaptive_ema(prices, alpha):
    s = np.empty(len(prices))
    s[0] = prices[0]
    for t in range(1, len(prices)):
        s[t] = alpha[t] * prices[t] + (1.0 - alpha[t]) * s[t - 1]
    return s


def storage(inflow, loss, n):
    level = np.zeros(n + 1)
    level[0] = 50.0
    for d in range(n):
        level[d + 1] = level[d] * (1 - loss[d]) + 2.0
    return level


_EXACT = True


def _inputs(rng):
    x = rng.normal(size=37)
    c = rng.uniform(0.2, 1.0, 37)
    return [
        ("varying_decay", (x, c)),
        ("varying_decay", (x[:1], c[:1])),
        ("adaptive_ema", (rng.normal(size=50).cumsum(), rng.uniform(0.05, 0.5, 50))),
        ("storage", (rng.uniform(0, 3, 40), rng.uniform(0, 0.1, 40), 40)),
        ("storage", (np.zeros(0), np.zeros(0), 0)),
    ]
