import numpy as np


def snapshots(u, steps):
    history = []
    for t in range(steps):
        frame = np.zeros(u.shape[0])
        frame[:] = u * t
        history.append(frame)
    return history
