import numpy as np


def truncated_energy(signal, gains):
    # int() truncates before the float array would store the value: not the same number.
    signal = np.asarray(signal, dtype=float)
    out = np.zeros(len(gains))
    for k in range(len(gains)):
        out[k] = int(np.sum((signal * gains[k]) ** 2 + np.roll(signal, k)))
    return out


def as_python_numbers(signal, gains):
    # A list keeps what it is given: the Python float stays one.
    signal = np.asarray(signal, dtype=float)
    totals = [0.0] * len(gains)
    for k in range(len(gains)):
        totals[k] = float(np.sum(signal * gains[k] + np.roll(signal, k)))
    return totals


def into_itself(signal, gains):
    acc = np.zeros(len(gains))
    for k in range(1, len(gains)):
        acc[k] = float(np.sum(signal * gains[k]) + acc.sum())
    return acc
