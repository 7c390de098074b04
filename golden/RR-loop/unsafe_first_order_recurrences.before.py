import numpy as np


def smoothed(x, alpha=0.3):
    s = np.zeros(len(x))
    if len(x):
        s[0] = x[0]
    for t in range(1, len(x)):
        s[t] = alpha * x[t] + (1 - alpha) * s[t - 1]
    return s


def one_pole(x):
    y = np.zeros(len(x))
    for i in range(1, len(x)):
        y[i] = 0.7 * y[i - 1] + x[i]
    return y


def amortized(balance, n, rate, payment):
    bal = np.zeros(n + 1)
    bal[0] = balance
    for m in range(n):
        bal[m + 1] = bal[m] * (1 + rate) - payment
    return bal


def smoothed_rows(mult, alpha=0.2):
    out = np.zeros_like(mult, dtype=float)
    out[:, 0] = mult[:, 0]
    for t in range(1, mult.shape[1]):
        out[:, t] = alpha * mult[:, t] + (1 - alpha) * out[:, t - 1]
    return out


def growing(x):
    g = np.ones(len(x))
    for k in range(1, len(x)):
        g[k] = 2 * g[k - 1] - x[k]
    return g


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 2, 3, 17, 60):
        x = rng.normal(size=n)
        cases.append(("smoothed", (x,)))
        cases.append(("one_pole", (x,)))
        cases.append(("amortized", (1000.0, n, 0.004, 5.0)))
        cases.append(("growing", (x,)))
        if n:
            cases.append(("smoothed_rows", (rng.uniform(1.0, 2.0, (3, n)),)))
    return cases
