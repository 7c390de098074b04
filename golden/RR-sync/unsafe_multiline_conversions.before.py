import numpy as np

_EXACT = True


def decay_losses(x, steps):
    x = np.asarray(x, dtype=np.float64)
    loss = 0.0
    peaks = []
    for step in range(steps):
        x = x * 0.9 + 0.01
        # The converted values span lines: only float()'s parentheses held them together.
        loss -= float(np
                      .mean(x ** 2))
        peaks.append(float(x.max()
                           * 0.5))
    return loss, peaks


def _inputs(rng):
    return [("decay_losses", (rng.normal(size=50), 12))]
