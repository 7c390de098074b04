import numpy as np

_EXACT = True


def standardize(S):
    out = np.empty_like(S)
    for r in range(S.shape[0]):
        row = S[r]
        out[r] = (row - row.mean()) / (row.std() + 1e-12)
    return out


def spreads(X, n):
    X = np.asarray(X, dtype=np.float64)
    width = np.zeros(n)
    for i in range(n):
        x = X[i]
        width[i] = x.max() - x.min()
    return width


def _inputs(rng):
    S = rng.normal(2.0, 3.0, (7, 5))
    return [("standardize", (S,)), ("standardize", (S[:0],)), ("spreads", (S, 4)), ("spreads", (rng.normal(size=(3, 2, 2)), 3))]
