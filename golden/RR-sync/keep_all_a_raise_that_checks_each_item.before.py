import numpy as np


def check_windows(windows, floor):
    """Each window must carry energy: a check of every item, not a convergence test."""
    total = 0.0
    for k in range(len(windows)):
        energy = np.linalg.norm(windows[k])
        if not energy > floor:
            raise ValueError(f"window {k} carries no energy")
        total += energy
    return total


def _inputs(rng):
    return [("check_windows", (rng.normal(size=(30, 8)), 0.5))]
