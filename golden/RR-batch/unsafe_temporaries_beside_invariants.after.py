import numpy as np

_EXACT = True

N_ASSETS = 5
SHIFT = 0.5


def min_variance_weights(n_windows):
    rng = np.random.default_rng(13)
    rets = rng.standard_normal((n_windows, 30, N_ASSETS))
    covs = np.einsum("wta,wtb->wab", rets, rets) / 29.0
    ones = np.ones(N_ASSETS)
    weights = np.empty((n_windows, N_ASSETS))
    inv = np.linalg.inv(covs[:n_windows] + (1e-6 * np.eye(N_ASSETS)))
    x = (inv @ ones[..., None])[..., 0]
    weights[:n_windows] = x / x.sum(axis=-1)[:, None]
    return weights


def shifted_eigenvalues(n):
    rng = np.random.default_rng(8)
    base = rng.standard_normal((n, 4, 4))
    sym = base + np.einsum("nij->nji", base)
    vals = np.empty((n, 4))
    ev = np.linalg.eigvalsh(sym[:n] - (SHIFT * np.eye(4)))
    vals[:n] = ev - ev.min(axis=-1)[:, None]
    return vals


def _inputs(rng):
    return [
        ("min_variance_weights", (7,)),
        ("min_variance_weights", (1,)),
        ("shifted_eigenvalues", (5,)),
    ]
