import numpy as np


def smooth_bursts(signal, n, width):
    out = np.zeros(len(signal))
    window = np.zeros(width)
    scratch = np.empty(width)
    for k in range(0, len(signal) - width, width):
        chunk = signal[k:k + width]
        if chunk.max() > 2.0:
            window.fill(0)
            window[:] = chunk
            window[1:-1] = 0.5 * (chunk[:-2] + chunk[2:])
            out[k:k + width] = window
        elif chunk.min() < -2.0:
            np.negative(chunk, out=scratch)
            out[k:k + width] = scratch
    return out


_EXACT = True


def _inputs(rng):
    return [("smooth_bursts", (rng.normal(size=400) * 1.5, 400, 8))]
