import numpy as np


def moving_rms(x, win):
    out = np.zeros(len(x) - win + 1)
    for i in range(len(out)):
        seg = x[i:i + win]
        out[i] = np.sqrt(np.mean(seg * seg))
    return out


def log_energy(x, win):
    out = np.zeros(len(x))
    for i in range(win, len(x)):
        out[i] = np.sum(np.log(x[i - win:i]))
    return out


def weighted_by_position(x, win):
    out = np.zeros(len(x))
    for i in range(win, len(x)):
        out[i] = np.sum(x[i - win:i]) / i
    return out


def alias_read_later(x, win):
    out = np.zeros(len(x) - win + 1)
    for i in range(len(out)):
        seg = x[i:i + win]
        out[i] = np.sum(seg * 2.0)
    return out, seg
