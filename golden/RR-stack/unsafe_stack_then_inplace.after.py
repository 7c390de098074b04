import numpy as np

_EXACT = True  # the --unsafe rewrite must still compute the same values (tests/differential.py)


def paths(n_paths, n_steps, mu, sigma, dt, seed=0):
    rng = np.random.default_rng(seed)
    s = np.ones(n_paths)
    out = np.empty((0, n_paths))
    out_parts = [out]
    for t in range(n_steps):
        z = rng.standard_normal(n_paths)
        s = s * np.exp((mu - 0.5 * sigma**2) * dt + sigma * np.sqrt(dt) * z)
        out_parts.append(s)
    out = np.vstack(out_parts) if len(out_parts) > 1 else out
    return out


def paths_in_place(n_paths, n_steps, scale):
    s = np.ones(n_paths)
    out = np.empty((0, n_paths))
    for t in range(n_steps):
        s *= scale
        out = np.vstack([out, s])
    return out


def history(x0, steps):
    x = np.array(x0, dtype=float)
    seen = []
    for k in range(steps):
        x = x * 0.5
        seen.append(x)
    return seen


def _inputs(rng):
    return [
        ("paths", (4, 6, 0.05, 0.2, 0.01, 3)),
        ("paths", (4, 0, 0.05, 0.2, 0.01, 3)),
        ("paths_in_place", (3, 5, 1.5)),
        ("history", (rng.standard_normal(3).tolist(), 4)),
    ]
