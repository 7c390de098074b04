import numpy as np

_EXACT = True


def standardize(S):
    out = np.empty_like(S)
    out[:S.shape[0]] = (S - S.mean(axis=tuple(range(1, S.ndim)), keepdims=True)) / (
        S.std(axis=tuple(range(1, S.ndim)), keepdims=True) + 1e-12
    )
    return out


def spreads(X, n):
    X = np.asarray(X, dtype=np.float64)
    width = np.zeros(n)
    width[:n] = X[:n].max(axis=tuple(range(1, X.ndim))) - X[:n].min(
        axis=tuple(range(1, X.ndim))
    )
    return width


def _inputs(rng):
    S = rng.normal(2.0, 3.0, (7, 5))
    return [("standardize", (S,)), ("standardize", (S[:0],)), ("spreads", (S, 4)), ("spreads", (rng.normal(size=(3, 2, 2)), 3))]
