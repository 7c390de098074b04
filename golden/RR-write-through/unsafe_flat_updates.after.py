import numpy as np

_EXACT = True


class Ridge:
    def __init__(self, alpha):
        self.alpha = alpha

    def fit(self, x, y):
        self.gram = x.T @ x
        np.put(
            self.gram,
            np.arange(0, self.gram.size, self.gram.shape[0] + 1),
            np.take(self.gram, np.arange(0, self.gram.size, self.gram.shape[0] + 1)) + self.alpha,
        )
        return np.linalg.solve(self.gram, x.T @ y)


def laplacian(adjacency):
    lap = -np.asarray(adjacency, dtype=np.float64)
    n = lap.shape[0]
    np.put(lap, np.arange(0, lap.size, n + 1), 0.0)
    np.put(
        lap,
        np.arange(0, lap.size, n + 1),
        np.take(lap, np.arange(0, lap.size, n + 1)) - lap.sum(axis=1),
    )
    return lap


def bump(volume):
    volume = np.array(volume)
    np.put(volume, 0, 100.0)
    np.put(volume, -1, np.take(volume, -1) * (2 + 1))
    np.put(volume, [1, 2], -1.0)
    return volume


def lost_write(volume):
    # The transpose's ravel is a copy in NumPy too: the write is lost in both, so it is not
    # reported and nothing here changes what NumPy computes.
    volume.T.ravel()[0] = 5.0
    return volume


def _inputs(rng):
    return [
        ("laplacian", ((rng.random((5, 5)) > 0.5).astype(float),)),
        ("bump", (rng.normal(size=(3, 4)),)),
    ]
