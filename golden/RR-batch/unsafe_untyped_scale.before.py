import numpy as np


def scaled(stack, scale):
    stack = np.asarray(stack)
    return [np.max(m * scale) for m in stack]


def dispersion(expr):
    expr = np.asarray(expr, dtype=float)
    disp = []
    for gene in expr:
        m = gene.mean()
        disp.append(gene.var() / (m + 1e-9))
    return np.array(disp)


_EXACT = True


def _inputs(rng):
    s = rng.normal(size=(5, 7))
    return [("scaled", (s, 2.5)), ("dispersion", (np.abs(s),))]
