import numpy as np


def normalize(traces: np.ndarray):
    out = np.empty_like(traces)
    out[:traces.shape[0]] = traces / np.max(
        np.abs(traces), axis=tuple(range(1, traces.ndim)), keepdims=True
    )
    return out


def centered(n, m, seed):
    grid = np.random.default_rng(seed).normal(size=(n, m))
    out = np.zeros((n, m))
    out[:n] = grid[:n] - np.median(grid[:n], axis=1, keepdims=True)
    return out


def clipped_peaks(frames):
    frames = np.asarray(frames, dtype=np.float64)
    return np.minimum(
        frames, 0.5 * np.max(frames, axis=tuple(range(1, frames.ndim)), keepdims=True)
    )


def power_spectra(tiles):
    tiles = np.asarray(tiles, dtype=np.float64)
    power = np.empty(tiles.shape)
    power[:len(tiles)] = np.abs(np.fft.fft2(tiles)) ** 2
    return power


def stretch(images):
    images = np.asarray(images, dtype=np.float64)
    out = np.empty_like(images)
    lo = images.min(axis=tuple(range(1, images.ndim)), keepdims=True)
    hi = images.max(axis=tuple(range(1, images.ndim)), keepdims=True)
    out[:images.shape[0]] = (images - lo) / (hi - lo)
    return out


def extremes(months, lat, lon, seed):
    anom = np.random.default_rng(seed).normal(size=(months, lat, lon))
    hottest = np.zeros(months)
    coldest = np.zeros(months)
    hottest[:months] = anom[:months].max(axis=tuple(range(1, anom.ndim)))
    coldest[:months] = anom[:months].min(axis=tuple(range(1, anom.ndim)))
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
