import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)

_EXACT = True  # once no point is active an iteration writes nothing: a later check computes the same


def escape_counts(nx, ny, max_iter):
    x = np.linspace(-2.2, 0.8, nx)
    y = np.linspace(-1.2, 1.2, ny)
    c = x[None, :] + 1j * y[:, None]
    z = np.zeros_like(c)
    counts = np.zeros(c.shape, dtype=np.int32)
    alive = np.ones(c.shape, dtype=bool)
    for it in range(max_iter):
        z[alive] = z[alive] ** 2 + c[alive]
        escaped = alive & (np.abs(z) > 2.0)
        counts[escaped] = it
        alive &= ~escaped
        if it % CHECK_EVERY == 0 and not alive.any():
            break
    counts[alive] = max_iter
    return counts


def distance(p):
    return np.sqrt((p ** 2).sum(axis=-1)) - 1.0


def march(n, steps):
    dirs = np.linspace(0.5, 2.0, 3 * n).reshape(n, 3)
    t = np.zeros(n)
    hit = np.zeros(n, dtype=bool)
    for check_step in range(steps):
        p = dirs * t[:, None]
        d = distance(p)
        hit = hit | (d < 1e-3)
        if check_step % CHECK_EVERY == 0 and np.all(hit):
            break
        t = np.where(hit, t, t + d)
    return t, hit


def _inputs(rng):
    return [
        ("escape_counts", (int(rng.integers(4, 12)), int(rng.integers(4, 12)), int(rng.integers(5, 60)))),
        ("march", (int(rng.integers(2, 9)), int(rng.integers(5, 80)))),
    ]
