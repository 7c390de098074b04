import numpy as np

_EXACT = True


def standardize(x):
    x = np.asarray(x)
    return (x - x.mean(axis=tuple(range(1, x.ndim)), keepdims=True)) / x.std(
        axis=tuple(range(1, x.ndim)), keepdims=True
    )


def shares(counts):
    counts = np.asarray(counts, dtype=float)
    result = []
    result.extend(counts / counts.sum(axis=tuple(range(1, counts.ndim)), keepdims=True))
    return result


def channel_rms(data):
    data = np.asarray(data)
    rms = np.zeros(data.shape[0])
    rms[:data.shape[0]] = np.sqrt(np.mean(data ** 2, axis=tuple(range(1, data.ndim))))
    return rms


def ranges(n, m, seed):
    table = np.random.default_rng(seed).random(size=(n, m))
    return list(np.max(table.T, axis=1) - np.min(table.T, axis=1))


def centred_scale(frames):
    frames = np.asarray(frames, dtype=np.float64)
    out = np.empty_like(frames)
    d = frames - frames.mean(axis=tuple(range(1, frames.ndim)), keepdims=True)
    out[:len(frames)] = d / np.max(
        np.abs(frames), axis=tuple(range(1, frames.ndim)), keepdims=True
    )
    return out


def _inputs(rng):
    return [
        ("standardize", (rng.normal(size=(6, 7)),)),
        ("shares", (rng.integers(1, 9, size=(4, 5)),)),
        ("channel_rms", (rng.normal(size=(5, 3, 4)),)),
        ("ranges", (6, 3, 4)),
        ("centred_scale", (rng.normal(size=(5, 6)),)),
    ]
