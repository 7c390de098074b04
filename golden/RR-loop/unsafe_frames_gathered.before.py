import numpy as np

_EXACT = True


def frames(x, size, hop):
    # One frame copied per iteration: a gather at an index array of every frame's positions.
    n = 1 + (len(x) - size) // hop
    out = np.zeros((n, size))
    for i in range(n):
        out[i] = x[i * hop:i * hop + size]
    return out


def windowed_frames(signal, size, hop, offset):
    # The start in a temporary, from an offset.
    n = (len(signal) - offset - size) // hop + 1
    stack = np.empty((n, size))
    for k in range(n):
        start = offset + k * hop
        stack[k] = signal[start:start + size]
    return stack


def _inputs(rng):
    x = rng.normal(size=int(rng.integers(40, 90)))
    return [("frames", (x, 8, 3)), ("frames", (x, 5, 5)), ("windowed_frames", (x, 6, 4, 2)),
            ("windowed_frames", (x, 6, 2, 0))]
