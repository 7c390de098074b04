import numpy as np

_EXACT = True  # x is a new array every iteration and out[k] = x copies it


def track(zs, F, H, gain):
    x = np.zeros(F.shape[0])
    out = np.empty((len(zs), F.shape[0]))
    for k in range(len(zs)):
        x = F @ x
        y = zs[k] - H @ x
        np.add(x, gain @ y, out=x)
        out[k] = x
    return out


def _inputs(rng):
    F = np.eye(4) + 0.1 * rng.standard_normal((4, 4))
    H = rng.standard_normal((2, 4))
    gain = rng.standard_normal((4, 2))
    return [("track", (rng.standard_normal((30, 2)), F, H, gain))]
