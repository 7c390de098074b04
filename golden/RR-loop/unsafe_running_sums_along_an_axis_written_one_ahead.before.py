import numpy as np

_EXACT = True


def inventory(net, initial):
    inv = np.zeros((net.shape[0], 25))
    inv[:, 0] = initial
    for h in range(24):
        inv[:, h + 1] = inv[:, h] + net[:, h]
    return inv


def _inputs(rng):
    n = int(rng.integers(1, 6))
    return [("inventory", (rng.normal(size=(n, 24)), rng.uniform(5, 15, n)))]
