import numpy as np


def scaled(stack, scale):
    stack = np.asarray(stack)
    return list(np.max(stack * scale, axis=tuple(range(1, stack.ndim))))


def dispersion(expr):
    expr = np.asarray(expr, dtype=float)
    disp = []
    m = expr.mean(axis=tuple(range(1, expr.ndim)))
    disp.extend(expr.var(axis=tuple(range(1, expr.ndim))) / (m + 1e-9))
    return np.array(disp)


_EXACT = True


def _inputs(rng):
    s = rng.normal(size=(5, 7))
    return [("scaled", (s, 2.5)), ("dispersion", (np.abs(s),))]
