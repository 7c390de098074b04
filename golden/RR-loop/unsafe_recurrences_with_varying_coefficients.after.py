import numpy as np


def varying_decay(x, c):
    y = np.zeros(len(x))
    if len(x) > 1:
        y_terms = np.array(x[1:len(x)], dtype=y.dtype)
        y_coefficients = np.array(c[1:len(x)], dtype=y.dtype)
        y_terms[0] += y_coefficients[0] * y[0]
        span = 1
        while span < len(y_terms):
            y_terms[span:] += y_coefficients[span:] * y_terms[:-span]
            y_coefficients[span:] = y_coefficients[span:] * y_coefficients[:-span]
            span *= 2
        y[1:len(x)] = y_terms
    return y


def adaptive_ema(prices, alpha):
    s = np.empty(len(prices))
    s[0] = prices[0]
    if len(prices) > 1:
        s_terms = np.array(alpha[1:len(prices)] * prices[1:len(prices)], dtype=s.dtype)
        s_coefficients = np.array(1.0 - alpha[1:len(prices)], dtype=s.dtype)
        s_terms[0] += s_coefficients[0] * s[0]
        span = 1
        while span < len(s_terms):
            s_terms[span:] += s_coefficients[span:] * s_terms[:-span]
            s_coefficients[span:] = s_coefficients[span:] * s_coefficients[:-span]
            span *= 2
        s[1:len(prices)] = s_terms
    return s


def storage(inflow, loss, n):
    level = np.zeros(n + 1)
    level[0] = 50.0
    if n > 0:
        level_terms = np.full(n, 2.0, dtype=level.dtype)
        level_coefficients = np.array(1 - loss[:n], dtype=level.dtype)
        level_terms[0] += level_coefficients[0] * level[0]
        span = 1
        while span < len(level_terms):
            level_terms[span:] += level_coefficients[span:] * level_terms[:-span]
            level_coefficients[span:] = (
                level_coefficients[span:] * level_coefficients[:-span]
            )
            span *= 2
        level[1:n + 1] = level_terms
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
