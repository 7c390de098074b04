import numpy as np


def spans(rows, m):
    total = 0.0
    for row in rows:
        if m > 0:
            # The test keeps np.zeros(m - 1) from running with a negative size.
            pad = np.zeros(m - 1)
            total += pad.sum() + row[:m].sum()
    return total


def weights(signal, width):
    w = np.linspace(0.0, 1.0, width)
    acc = np.zeros(width)
    for k in range(0, len(signal) - width, width):
        if k > 0:
            # Iterations that skip the branch use the earlier `w`.
            w = np.ones(width)
        acc += w * signal[k:k + width]
    return acc


def noisy_bursts(signal, n_blocks, width):
    out = np.zeros(n_blocks * width)
    for k in range(n_blocks):
        if signal[k * width] > 1.0:
            # Drawn only in the iterations that take the branch.
            jitter = np.random.normal(0.0, 1.0, 8)
            out[k * width:(k + 1) * width] = signal[k * width:(k + 1) * width] + jitter
    return out
