import numpy as np

_EXACT = True


def frontier(mu, cov, risk_aversions, iters=20, lr=0.05):
    out = []
    for lam in risk_aversions:
        w = np.full(len(mu), 1.0 / len(mu))
        for _ in range(iters):
            w = np.clip(w - lr * (lam * cov @ w - mu), 0.0, None)
            w /= w.sum()
        out.append((w @ mu, np.sqrt(w @ cov @ w)))  # return, risk
    out[:] = [tuple(row) for row in np.array(out, dtype=float).tolist()]
    return out


def _inputs(rng):
    a = rng.normal(size=(30, 6))
    return [("frontier", (rng.normal(size=6), a.T @ a / 30, [0.5, 1.0, 4.0]))]
