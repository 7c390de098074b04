import numpy as np


def split_counts(lat, t, slo_ms, window_s):
    n_win = int(t[-1] // window_s) + 1
    bad = np.zeros(n_win)
    good = np.zeros(n_win)
    for i in range(len(lat)):
        w = int(t[i] // window_s)
        if lat[i] > slo_ms:
            bad[w] += 1
        else:
            good[w] += 1
    return bad, good


def counts_after_reset(lat, t, window_s, enabled):
    n_win = int(t[-1] // window_s) + 1
    hits = np.zeros(n_win)
    for i in range(len(lat)):
        w = int(t[i] // window_s)
        if enabled > 0:
            hits[w] += 1
    return hits
