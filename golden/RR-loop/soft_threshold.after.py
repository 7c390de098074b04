import numpy as np


def soft_threshold(signal: np.ndarray, level):
    out = np.zeros(len(signal))
    out[:] = np.where(
        signal > level, signal - level, np.where(signal < -level, signal + level, 0.0)
    )
    return out


def _inputs(rng):
    return [("soft_threshold", (rng.standard_normal(64), 0.5))]
