import numpy as np

_EXACT = True  # the caller's arrays are copied before the loop updates them


def damp(vel, steps, dt=0.1):
    vel = vel.copy()
    for step in range(steps):
        np.multiply(vel, 0.99, out=vel)
        np.subtract(vel, dt * np.sign(vel), out=vel)
    return vel


def run(n, steps):
    rng = np.random.default_rng(1)
    v0 = rng.random((n, 2))
    out = damp(v0, steps)
    return out, v0


def _inputs(rng):
    return [("run", (6, 4))]
