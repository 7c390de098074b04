import numpy as np


def bounce(n, box):
    pos = np.linspace(-2.0, box + 2.0, n)
    vel = np.linspace(1.0, -1.0, n)
    hits = np.zeros(n)
    for i in range(n):
        if pos[i] < 0.0:
            pos[i] = -pos[i]
            vel[i] = -vel[i]
            hits[i] = 1.0
        elif pos[i] > box:
            pos[i] = 2 * box - pos[i]
            vel[i] = -0.9 * vel[i]
        else:
            hits[i] = hits[i] - 1.0
    return pos, vel, hits


def _inputs(rng):
    return [("bounce", (n, 3.0)) for n in (0, 1, 9, 40)]
