import numpy as np


def bounce(n, box):
    pos = np.linspace(-2.0, box + 2.0, n)
    vel = np.linspace(1.0, -1.0, n)
    hits = np.zeros(n)
    vel[:n] = np.where(
        pos[:n] < 0.0, -vel[:n], np.where(pos[:n] > box, -0.9 * vel[:n], vel[:n])
    )
    hits[:n] = np.where(
        pos[:n] < 0.0, 1.0, np.where(pos[:n] > box, hits[:n], hits[:n] - 1.0)
    )
    pos[:n] = np.where(
        pos[:n] < 0.0, -pos[:n], np.where(pos[:n] > box, 2 * box - pos[:n], pos[:n])
    )
    return pos, vel, hits


def _inputs(rng):
    return [("bounce", (n, 3.0)) for n in (0, 1, 9, 40)]
