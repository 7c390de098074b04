import numpy as np

_EXACT = True


def grey_histogram(img):
    counts = np.zeros(256, dtype=np.int64)
    counts += np.bincount(img.ravel(), minlength=counts.shape[0])
    return counts


def class_votes(labels: np.ndarray, n_classes):
    tally = np.zeros(n_classes)
    tally += np.bincount(labels, minlength=tally.shape[0])
    return tally


def cell_weights(cells, n):
    load = np.zeros(n)
    hits = np.zeros(n, dtype=np.int32)
    load -= 0.5 * np.bincount(cells.ravel(), minlength=load.shape[0])
    hits += 2 * np.bincount(cells.ravel(), minlength=hits.shape[0])
    return load, hits


def nearest(points, k):
    return np.argmin(np.abs(points[:, None] - np.arange(k)[None, :]), axis=1)


def cluster_sizes(points, k):
    labels = nearest(points, k)
    sizes = np.zeros(k, dtype=np.int64)
    sizes += np.bincount(labels, minlength=sizes.shape[0])
    return sizes


def _inputs(rng):
    img = rng.integers(0, 256, (16, 20)).astype(np.uint8)
    return [
        ("grey_histogram", (img,)),
        ("grey_histogram", (img[:0],)),
        ("class_votes", (rng.integers(0, 5, 40), 5)),
        ("cell_weights", (rng.integers(0, 9, (6, 7)), 9)),
        ("cluster_sizes", (rng.uniform(0.0, 4.0, 50), 5)),
    ]
