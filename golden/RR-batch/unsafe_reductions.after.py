import numpy as np

_EXACT = True


def total_of(arr):
    arr = np.asarray(arr)
    total = 0.0
    total += float(np.sum(arr))
    return total


def row_means(arr):
    arr = np.asarray(arr)
    means = []
    means.extend(arr.mean(axis=tuple(range(1, arr.ndim))))
    return np.array(means)


def energies(frames, n):
    frames = np.asarray(frames)
    e = np.zeros(n)
    e[:n] = np.sum((frames[:n] - 0.5) ** 2, axis=tuple(range(1, frames.ndim)))
    return e


def spreads(samples):
    samples = np.asarray(samples)
    out = np.zeros(len(samples))
    out[:len(samples)] = samples.std(ddof=1, axis=tuple(range(1, samples.ndim)))
    return out


def centered_energy(frames):
    frames = np.asarray(frames)
    level = float(frames.mean())
    return np.mean((frames - level) ** 2, axis=tuple(range(1, frames.ndim)))


def fill_rates(history, n_items):
    history = np.asarray(history)
    rate = np.zeros(n_items)
    rate[:n_items] = (history[:, :n_items] > 0).mean(
        axis=(0,) + tuple(range(2, history.ndim))
    )
    return rate


def brightness(images):
    images = np.asarray(images)
    return images.mean(axis=tuple(range(1, images.ndim))).astype(float).tolist()


def peaks_as_floats(images):
    images = np.asarray(images)
    vals = []
    vals.extend(
        np.max(images, axis=tuple(range(1, images.ndim))).astype(float).tolist()
    )
    return vals


def _inputs(rng):
    return [
        ("total_of", (rng.normal(size=(6, 4)),)),
        ("row_means", (rng.normal(size=(5, 3, 2)),)),
        ("energies", (rng.random((7, 11)), 5)),
        ("spreads", (rng.normal(size=(4, 9)),)),
        ("centered_energy", (rng.random((6, 8)),)),
        ("fill_rates", (rng.normal(size=(9, 4)), 3)),
        ("brightness", (rng.random((4, 3, 5)),)),
        ("peaks_as_floats", (rng.integers(0, 50, size=(5, 6)),)),
    ]
