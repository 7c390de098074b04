import numpy as np

_EXACT = True


def smooth(verts, edges, lam, iters):
    deg = np.bincount(edges.ravel(), minlength=len(verts)).astype(float)
    out = verts.copy()
    for _ in range(iters):
        acc = np.zeros(verts.shape)
        np.add.at(acc, edges[:, 0], out[edges[:, 1]])  # scatter-adds into acc: it must start at 0
        np.add.at(acc, edges[:, 1], out[edges[:, 0]])
        out += lam * (acc / np.maximum(deg, 1.0)[:, None] - out)
    return out


def shuffled_sums(values, rounds, seed):
    rng = np.random.default_rng(seed)
    sums = []
    for _ in range(rounds):
        order = np.arange(values.shape[0])
        rng.shuffle(order)  # shuffles in place: each round starts from 0..n-1 again
        sums.append(float(values[order[:3]].sum()))
    return sums


def _inputs(rng):
    verts = rng.uniform(0.0, 1.0, (9, 3))
    edges = rng.integers(0, 9, (14, 2))
    return [
        ("smooth", (verts, edges, 0.5, 4)),
        ("shuffled_sums", (rng.uniform(0.0, 1.0, 8), 3, 5)),
    ]
