import numpy as np


def masked_means(gain):
    out = np.zeros(gain.shape[0])
    for h in range(gain.shape[0]):
        out[h] = gain[h][gain[h] > 0].mean()
    return out


def masked_peaks(gain):
    out = np.zeros(gain.shape[0])
    for h in range(gain.shape[0]):
        out[h] = np.max(gain[h][gain[h] > 0])
    return out


def main():
    g = np.ones((3, 4))
    masked_means(g)
    masked_peaks(g)
