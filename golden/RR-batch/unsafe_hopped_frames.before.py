import numpy as np

_EXACT = True


def overlapping(x, size, hop):
    count = (len(x) - size) // hop + 1
    energy = np.zeros(count)
    for f in range(count):
        energy[f] = np.max(x[f * hop : f * hop + size])
    return energy


def frame_rms(signal, frame, hop):
    n_frames = 1 + (len(signal) - frame) // hop
    rms = np.zeros(n_frames)
    for k in range(n_frames):
        seg = signal[k * hop:k * hop + frame]
        rms[k] = np.sqrt(np.mean(seg ** 2))
    return rms


def spaced_peaks(x):
    # Frames of 4 every 6 values: gaps between them.
    n = 1 + (x.shape[0] - 4) // 6
    peaks = np.zeros(n)
    for k in range(n):
        peaks[k] = x[k * 6:k * 6 + 4].max()
    return peaks


def _inputs(rng):
    cases = []
    for n in (5, 8, 9, 64, 101):
        cases.append(("overlapping", (rng.normal(size=n), 8, 4)))
        cases.append(("frame_rms", (rng.normal(size=n), 5, 2)))
        cases.append(("frame_rms", (rng.normal(size=(n, 2)), 5, 3)))
        cases.append(("spaced_peaks", (rng.normal(size=n),)))
    return cases
