import numpy as np

V_REST, V_RESET, V_TH = -65.0, -70.0, -50.0
TAU_M, DT = 20.0, 0.1


def membrane(n, steps, drive, seed):
    rng = np.random.default_rng(seed)
    v = np.full(n, V_REST) + rng.uniform(0, 10, n)
    for _ in range(steps):
        v[v >= V_TH] = V_RESET
        v = v + (V_REST - v + drive) * (DT / TAU_M)
        v = v * 0.999
    return v


_EXACT = True


def _inputs(rng):
    return [("membrane", (64, 200, 16.0, 3)), ("membrane", (5, 0, 20.0, 1))]
