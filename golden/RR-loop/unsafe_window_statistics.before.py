import numpy as np


def local_std(img):
    h, w = img.shape
    half = 2
    out = np.zeros((h, w))
    for r in range(half, h - half):
        for c in range(half, w - half):
            out[r, c] = img[r - half:r + half + 1, c - half:c + half + 1].std()
    return out


def box_mean(img):
    h, w = img.shape
    out = np.zeros((h, w))
    for r in range(1, h - 1):
        for c in range(1, w - 1):
            out[r, c] = np.mean(img[r - 1:r + 2, c - 1:c + 2])
    return out


def windowed_std(img, k=5):
    h, w = img.shape
    half = k // 2
    out = np.zeros((h, w))
    for r in range(half, h - half):
        for c in range(half, w - half):
            out[r, c] = img[r - half:r + half + 1, c - half:c + half + 1].std()
    return out


def contrast(img):
    # Every call gives `k` a non-negative literal (here its default): the window size is known.
    return windowed_std(img) + windowed_std(img, 3)


def _inputs(rng):
    return [
        (name, (rng.normal(size=shape),))
        for name in ("local_std", "box_mean", "contrast")
        for shape in ((2, 2), (5, 5), (9, 13))
    ]
