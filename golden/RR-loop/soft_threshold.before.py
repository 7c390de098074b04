import numpy as np


def soft_threshold(signal: np.ndarray, level):
    out = np.zeros(len(signal))
    for i in range(len(signal)):
        if signal[i] > level:
            out[i] = signal[i] - level
        elif signal[i] < -level:
            out[i] = signal[i] + level
        else:
            out[i] = 0.0
    return out


def _inputs(rng):
    return [("soft_threshold", (rng.standard_normal(64), 0.5))]
