import numpy as np

_EXACT = True


def covariance_flux(w, c):
    flux = np.zeros(w.shape[0])
    wp = w - w.mean(axis=tuple(range(1, w.ndim)), keepdims=True)
    cp = c[:w.shape[0]] - c[:w.shape[0]].mean(
        axis=tuple(range(1, c.ndim)), keepdims=True
    )
    flux[:w.shape[0]] = np.mean(wp * cp, axis=tuple(range(1, w.ndim)))
    return flux


def roughness(n, m):
    gauge = np.cos(np.arange(n * m, dtype=np.float64).reshape(n, m))
    cant = np.sin(np.arange(n * m, dtype=np.float64).reshape(n, m) * 0.3)
    out = np.zeros(n)
    out[:n] = np.sqrt(
        np.var(gauge[:n], axis=1)
        + np.var(cant[:n] - np.mean(cant[:n], axis=1, keepdims=True), axis=1)
    )
    return out


def spreads(frames):
    frames = np.asarray(frames, dtype=np.float64)
    out = []
    out.extend(
        np.std(
            (frames - frames.mean(axis=tuple(range(1, frames.ndim)), keepdims=True)) / (
                frames.max(axis=tuple(range(1, frames.ndim)), keepdims=True)
                - frames.min(axis=tuple(range(1, frames.ndim)), keepdims=True)
                + 1.0
            ),
            axis=tuple(range(1, frames.ndim)),
        )
    )
    return out


def _inputs(rng):
    n, m = int(rng.integers(1, 6)), int(rng.integers(2, 9))
    return [
        ("covariance_flux", (rng.normal(size=(n, m)), rng.normal(size=(n, m)))),
        ("roughness", (n, m)),
        ("spreads", (rng.normal(size=(n, m)),)),
    ]
