import numpy as np


def signal_to_noise(scans, noise_mask):
    snr = np.zeros(scans.shape[0])
    noise = np.std(scans[:, noise_mask], axis=1)
    snr[:scans.shape[0]] = np.max(scans, axis=1) / noise
    return snr


def band_means(scans, lo, hi):
    out = np.zeros(scans.shape[0])
    out[:scans.shape[0]] = scans[:, lo:hi].mean(axis=1)
    return out


def picked_peaks(scans, picks):
    out = np.zeros(scans.shape[0])
    out[:scans.shape[0]] = np.max(scans[:, picks], axis=1)
    return out


def _inputs(rng):
    n, m = int(rng.integers(1, 6)), int(rng.integers(4, 30))
    scans = rng.normal(6.0, 2.0, (n, m))
    return [
        ("signal_to_noise", (scans, np.arange(m) > 1)),
        ("band_means", (scans, 1, int(rng.integers(2, m)))),
        ("picked_peaks", (scans, rng.integers(0, m, 4))),
    ]


def main():
    scans = np.ones((3, 8))
    signal_to_noise(scans, np.arange(8) > 5)
    band_means(scans, 2, 5)
    picked_peaks(scans, np.array([1, 2]))
