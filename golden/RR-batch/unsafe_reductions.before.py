import numpy as np

_EXACT = True


def total_of(arr):
    arr = np.asarray(arr)
    total = 0.0
    for row in arr:
        total += float(np.sum(row))
    return total


def row_means(arr):
    arr = np.asarray(arr)
    means = []
    for row in arr:
        means.append(row.mean())
    return np.array(means)


def energies(frames, n):
    frames = np.asarray(frames)
    e = np.zeros(n)
    for k in range(n):
        e[k] = np.sum((frames[k] - 0.5) ** 2)
    return e


def spreads(samples):
    samples = np.asarray(samples)
    out = np.zeros(len(samples))
    for k, s in enumerate(samples):
        out[k] = s.std(ddof=1)
    return out


def centered_energy(frames):
    frames = np.asarray(frames)
    level = float(frames.mean())
    return np.asarray([np.mean((f - level) ** 2) for f in frames])


def fill_rates(history, n_items):
    history = np.asarray(history)
    rate = np.zeros(n_items)
    for j in range(n_items):
        rate[j] = (history[:, j] > 0).mean()
    return rate


def brightness(images):
    images = np.asarray(images)
    return [float(img.mean()) for img in images]


def peaks_as_floats(images):
    images = np.asarray(images)
    vals = []
    for img in images:
        vals.append(float(np.max(img)))
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
