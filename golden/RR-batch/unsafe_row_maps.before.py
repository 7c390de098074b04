import numpy as np

_EXACT = True


def standardize(x):
    x = np.asarray(x)
    return np.array([(row - row.mean()) / row.std() for row in x])


def shares(counts):
    counts = np.asarray(counts, dtype=float)
    result = []
    for row in counts:
        result.append(row / row.sum())
    return result


def channel_rms(data):
    data = np.asarray(data)
    rms = np.zeros(data.shape[0])
    for c in range(data.shape[0]):
        rms[c] = np.sqrt(np.mean(data[c] ** 2))
    return rms


def ranges(n, m, seed):
    table = np.random.default_rng(seed).random(size=(n, m))
    return [np.max(col) - np.min(col) for col in table.T]


def centred_scale(frames):
    frames = np.asarray(frames, dtype=np.float64)
    out = np.empty_like(frames)
    for k in range(len(frames)):
        d = frames[k] - frames[k].mean()
        out[k] = d / np.max(np.abs(frames[k]))
    return out


def _inputs(rng):
    return [
        ("standardize", (rng.normal(size=(6, 7)),)),
        ("shares", (rng.integers(1, 9, size=(4, 5)),)),
        ("channel_rms", (rng.normal(size=(5, 3, 4)),)),
        ("ranges", (6, 3, 4)),
        ("centred_scale", (rng.normal(size=(5, 6)),)),
    ]
