import numpy as np

_EXACT = True


def inventory(net, initial):
    inv = np.zeros((net.shape[0], 25))
    inv[:, 0] = initial
    inv[:, 1:25] = (
        np.cumsum(np.concatenate((inv[:, 0:1], net[:, :24]), axis=1), axis=1, dtype=inv.dtype)[
            :, 1:
        ]
    )
    return inv


def _inputs(rng):
    n = int(rng.integers(1, 6))
    return [("inventory", (rng.normal(size=(n, 24)), rng.uniform(5, 15, n)))]
