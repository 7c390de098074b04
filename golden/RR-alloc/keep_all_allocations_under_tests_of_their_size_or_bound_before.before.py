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
