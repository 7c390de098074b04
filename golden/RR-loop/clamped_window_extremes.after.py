import numpy as np


def baseline(size, half=3):
    # A rolling minimum under a chromatogram, clamped at both ends.
    t = np.linspace(0.0, 12.0, size)
    signal = np.sin(t) + 0.05 * t * t
    n = len(signal)
    base = np.zeros(n)
    window_extremes = np.array(signal)
    for shift in range(1, half + 1):
        window_extremes[shift:] = np.minimum(window_extremes[shift:], signal[:-shift])
    for shift in range(1, half + 1):
        window_extremes[:-shift] = np.minimum(window_extremes[:-shift], signal[shift:])
    base[:n] = window_extremes[:n]
    return signal - base


def trailing_peak(n, lookback=4):
    level = np.cos(np.linspace(0.0, 9.0, n)) * np.linspace(1.0, 3.0, n)
    peak = np.empty(len(level))
    window_extremes = np.array(level)
    for shift in range(1, lookback + 1):
        window_extremes[shift:] = np.maximum(window_extremes[shift:], level[:-shift])
    peak[:len(level)] = window_extremes[:len(level)]
    return level / peak


def _inputs(rng):
    cases = [("baseline", (n,)) for n in (1, 2, 5, 40)]
    cases += [("baseline", (30, 0)), ("baseline", (12, 50))]
    cases += [("trailing_peak", (n, 4)) for n in (1, 3, 25)]
    cases += [("trailing_peak", (25, 0))]
    return cases


def _report():
    return baseline(64).max(), trailing_peak(50).min()
