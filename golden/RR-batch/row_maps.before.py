import numpy as np


def normalize(traces: np.ndarray):
    out = np.empty_like(traces)
    for i in range(traces.shape[0]):
        out[i] = traces[i] / np.max(np.abs(traces[i]))
    return out


def centered(n, m, seed):
    grid = np.random.default_rng(seed).normal(size=(n, m))
    out = np.zeros((n, m))
    for i in range(n):
        out[i] = grid[i] - np.median(grid[i])
    return out


def clipped_peaks(frames):
    frames = np.asarray(frames, dtype=np.float64)
    return np.asarray([np.minimum(f, 0.5 * np.max(f)) for f in frames])


def power_spectra(tiles):
    tiles = np.asarray(tiles, dtype=np.float64)
    power = np.empty(tiles.shape)
    for k in range(len(tiles)):
        power[k] = np.abs(np.fft.fft2(tiles[k])) ** 2
    return power


def stretch(images):
    images = np.asarray(images, dtype=np.float64)
    out = np.empty_like(images)
    for k in range(images.shape[0]):
        lo = images[k].min()
        hi = images[k].max()
        out[k] = (images[k] - lo) / (hi - lo)
    return out


def extremes(months, lat, lon, seed):
    anom = np.random.default_rng(seed).normal(size=(months, lat, lon))
    hottest = np.zeros(months)
    coldest = np.zeros(months)
    for t in range(months):
        hottest[t] = anom[t].max()
        coldest[t] = anom[t].min()
    return hottest, coldest


def _inputs(rng):
    return [
        ("normalize", (rng.normal(size=(5, 8)),)),
        ("centered", (4, 6, 2)),
        ("clipped_peaks", (rng.random((3, 4, 5)),)),
        ("power_spectra", (rng.normal(size=(4, 8, 8)),)),
        ("stretch", (rng.random((3, 5, 4)),)),
        ("extremes", (6, 3, 4, 5)),
    ]
