import numpy as np


def smoothed(x, alpha=0.3):
    s = np.zeros(len(x))
    if len(x):
        s[0] = x[0]
    if len(x) > 1:
        s_terms = np.array(alpha * x[1:len(x)], dtype=s.dtype)
        s_terms[0] += (1 - alpha) * s[0]
        span = 1
        while span < len(s_terms):
            s_terms[span:] += np.power(1 - alpha, span, dtype=s.dtype) * s_terms[:-span]
            span *= 2
        s[1:len(x)] = s_terms
    return s


def one_pole(x):
    y = np.zeros(len(x))
    if len(x) > 1:
        y_terms = np.array(x[1:len(x)], dtype=y.dtype)
        y_terms[0] += 0.7 * y[0]
        span = 1
        while span < len(y_terms):
            y_terms[span:] += np.power(0.7, span, dtype=y.dtype) * y_terms[:-span]
            span *= 2
        y[1:len(x)] = y_terms
    return y


def amortized(balance, n, rate, payment):
    bal = np.zeros(n + 1)
    bal[0] = balance
    if n > 0:
        bal_terms = np.full(n, -payment, dtype=bal.dtype)
        bal_terms[0] += (1 + rate) * bal[0]
        span = 1
        while span < len(bal_terms):
            bal_terms[span:] += (
                np.power(1 + rate, span, dtype=bal.dtype) * bal_terms[:-span]
            )
            span *= 2
        bal[1:n + 1] = bal_terms
    return bal


def smoothed_rows(mult, alpha=0.2):
    out = np.zeros_like(mult, dtype=float)
    out[:, 0] = mult[:, 0]
    if mult.shape[1] > 1:
        out_terms = np.array(alpha * mult[:, 1:mult.shape[1]], dtype=out.dtype)
        out_terms[..., 0] += (1 - alpha) * out[:, 0]
        span = 1
        while span < out_terms.shape[-1]:
            out_terms[..., span:] += (
                np.power(1 - alpha, span, dtype=out.dtype) * out_terms[..., :-span]
            )
            span *= 2
        out[:, 1:mult.shape[1]] = out_terms
    return out


def growing(x):
    g = np.ones(len(x))
    if len(x) > 1:
        g_terms = np.array(-x[1:len(x)], dtype=g.dtype)
        g_terms[0] += 2 * g[0]
        span = 1
        while span < len(g_terms):
            g_terms[span:] += np.power(2, span, dtype=g.dtype) * g_terms[:-span]
            span *= 2
        g[1:len(x)] = g_terms
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
