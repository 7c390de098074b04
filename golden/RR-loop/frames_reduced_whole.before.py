import numpy as np


def hourly_extremes(days):
    # Ten-minute temperatures, six per hour.
    temp = np.sin(np.linspace(0.0, 60.0, 144 * days)) * 8.0 + 12.0
    n_hours = len(temp) // 6
    low = np.zeros(n_hours)
    high = np.zeros(n_hours)
    for h in range(n_hours):
        block = temp[h * 6:(h + 1) * 6]
        low[h] = block.min()
        high[h] = np.amax(block)
    return low, high


def peak_to_peak(n):
    sig = np.cos(np.linspace(0.0, 40.0, n)) * np.linspace(1.0, 2.0, n)
    frames = len(sig) // 16
    p2p = np.zeros(frames)
    for f in range(frames):
        p2p[f] = sig[f * 16:(f + 1) * 16].max() - sig[f * 16:(f + 1) * 16].min()
    return p2p


def _inputs(rng):
    cases = [("hourly_extremes", (d,)) for d in (0, 1, 3)]
    cases += [("peak_to_peak", (n,)) for n in (0, 15, 16, 100)]
    return cases
