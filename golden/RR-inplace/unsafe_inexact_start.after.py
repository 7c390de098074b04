import numpy as np

_EXACT = True


def drain(capacity, rain, use):
    water = np.asarray(capacity) * 0.6
    for d in range(len(rain)):
        np.subtract(water, use * 0.5, out=water)
        np.maximum(water, 0.0, out=water)
    return water


def shares(counts, steps):
    frac = counts / counts.sum()
    for _ in range(steps):
        np.multiply(frac, 0.9, out=frac)
    return frac


def _inputs(rng):
    capacity = rng.integers(80, 160, 50)
    rain = rng.gamma(0.4, 8.0, 30)
    counts = rng.integers(1, 9, 20)
    return [
        ("drain", (capacity, rain, 3.0)),
        ("drain", (capacity.astype(np.float32), rain, 3.0)),
        ("shares", (counts, 4)),
    ]
