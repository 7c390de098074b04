import numpy as np


def truncated_peaks(frames):
    # int() truncates each peak before the float array stores it: the batched store would not.
    frames = np.asarray(frames, dtype=float)
    out = np.zeros(len(frames))
    for k in range(len(frames)):
        out[k] = int(np.max(frames[k]))
    return out


def peaks_as_numbers(frames):
    # A list keeps what it is given: a slice of it would hold NumPy values instead.
    frames = np.asarray(frames, dtype=float)
    peaks = [0.0] * len(frames)
    for k in range(len(frames)):
        peaks[k] = float(np.max(frames[k]))
    return peaks


def band_power(signal, gains):
    # Each gain is a number: the sum is over `signal`, which batching would broadcast.
    power = np.zeros(len(gains))
    for k in range(len(gains)):
        power[k] = np.sum((signal * gains[k]) ** 2)
    return power
