import numpy as np


def trace(u, steps):
    history = []
    total = np.zeros(())
    for _ in range(steps):
        u = 0.5 * (u + np.roll(u, 1))
        total += u.sum()
        # `total` changes in place on the next iteration: converted after the loop, every
        # element would be the last total.
        history.append(float(total))
    return history
