import numpy as np


def counts_after_reset(lat, t, window_s, enabled):
    n_win = int(t[-1] // window_s) + 1
    hits = np.zeros(n_win)
    for i in range(len(lat)):
        w = int(t[i] // window_s)
        if enabled > 0:
            hits[w] += 1
    return hits
