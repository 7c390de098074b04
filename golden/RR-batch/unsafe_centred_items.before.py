import numpy as np

_EXACT = True


def covariance_flux(w, c):
    flux = np.zeros(w.shape[0])
    for p in range(w.shape[0]):
        wp = w[p] - w[p].mean()
        cp = c[p] - c[p].mean()
        flux[p] = np.mean(wp * cp)
    return flux


def roughness(n, m):
    gauge = np.cos(np.arange(n * m, dtype=np.float64).reshape(n, m))
    cant = np.sin(np.arange(n * m, dtype=np.float64).reshape(n, m) * 0.3)
    out = np.zeros(n)
    for s in range(n):
        out[s] = np.sqrt(np.var(gauge[s]) + np.var(cant[s] - np.mean(cant[s])))
    return out


def spreads(frames):
    frames = np.asarray(frames, dtype=np.float64)
    out = []
    for f in frames:
        out.append(np.std((f - f.mean()) / (f.max() - f.min() + 1.0)))
    return out


def _inputs(rng):
    n, m = int(rng.integers(1, 6)), int(rng.integers(2, 9))
    return [
        ("covariance_flux", (rng.normal(size=(n, m)), rng.normal(size=(n, m)))),
        ("roughness", (n, m)),
        ("spreads", (rng.normal(size=(n, m)),)),
    ]
