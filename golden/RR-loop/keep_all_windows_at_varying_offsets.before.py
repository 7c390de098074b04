import numpy as np

N = 200
M = 36_000


def add_events(rng):
    data = rng.standard_normal((N, M))
    onsets = rng.integers(1_000, M - 5_000, N)
    wavelet = rng.standard_normal(3000)
    for k in range(N):
        s = onsets[k]
        data[k, s : s + 3000] += wavelet
    return data


def stamp_rows(rng):
    image = np.zeros((N, M))
    starts = rng.integers(0, M - 64, N)
    for k in range(N):
        lo = starts[k]
        hi = lo + 64
        image[k, lo:hi] = 1.0
    return image
