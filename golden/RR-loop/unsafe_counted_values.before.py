import numpy as np


def stopped(n):
    speeds = np.arange(n) % 4
    idle = 0
    fast = 0
    for v in speeds:
        if v == 0 or (v > 2 and not v % 2):
            idle += 1
            fast -= 2
    return idle, fast


def ring_road(vel):
    halted = 0
    for v in vel:
        if v == 0:
            halted += 1
    return halted


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 1, 7, 40):
        cases.append(("stopped", (n,)))
        cases.append(("ring_road", (rng.integers(0, 3, n),)))
    return cases
