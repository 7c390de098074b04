import numpy as np

_EXACT = True


def flagged(flags, lim):
    counts = np.zeros(flags.shape[0], dtype=int)
    for a in range(flags.shape[0]):
        for b in range(flags.shape[1]):
            if flags[a, b]:
                counts[a] += 1
            elif flags[a, b] < lim:
                counts[a] -= 1
    return counts


def bills(kwh, peak_rate, off_rate):
    slot = np.arange(kwh.shape[1]) % 8
    peak = (slot >= 3) & (slot < 6)
    total = np.zeros(kwh.shape[0])
    for h in range(kwh.shape[0]):
        for i in range(kwh.shape[1]):
            if peak[i]:
                total[h] += kwh[h, i] * peak_rate
            else:
                total[h] += kwh[h, i] * off_rate
    return total


def pitted_area(wt, nominal, thresh):
    area = np.zeros(wt.shape[0], dtype=int)
    for j in range(wt.shape[0]):
        for a in range(wt.shape[1]):
            for c in range(wt.shape[2]):
                if nominal - wt[j, a, c] > thresh * nominal:
                    area[j] += 1
    return area


def ring_energy(vol):
    tot = np.zeros((vol.shape[0], vol.shape[1]))
    for j in range(vol.shape[0]):
        for a in range(vol.shape[1]):
            for c in range(vol.shape[2]):
                tot[j, a] += vol[j, a, c] ** 2
    return tot


def _inputs(rng):
    n, m, p = (int(v) for v in rng.integers(1, 7, 3))
    return [
        ("flagged", (rng.integers(-2, 3, (n, m)), 1)),
        ("bills", (rng.random((n, m)), 0.34, 0.12)),
        ("pitted_area", (12.7 - rng.uniform(0, 3, (n, m, p)), 12.7, 0.1)),
        ("ring_energy", (rng.normal(size=(n, m, p)),)),
    ]
