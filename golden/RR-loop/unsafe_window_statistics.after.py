import numpy as np


def local_std(img):
    h, w = img.shape
    half = 2
    out = np.zeros((h, w))
    if h - half > half and w - half > half:
        out[half:h - half, half:w - half] = np.std(
            np.stack(
                [
                    img[half + dr:(h - half) + dr, half + dc:(w - half) + dc]
                    for dr in range(-half, half + 1)
                    for dc in range(-half, half + 1)
                ]
            ),
            axis=0,
        )
    return out


def box_mean(img):
    h, w = img.shape
    out = np.zeros((h, w))
    if h - 1 > 1 and w - 1 > 1:
        out[1:h - 1, 1:w - 1] = np.mean(
            np.stack(
                [
                    img[1 + dr:(h - 1) + dr, 1 + dc:(w - 1) + dc]
                    for dr in range(-1, 2)
                    for dc in range(-1, 2)
                ]
            ),
            axis=0,
        )
    return out


def windowed_std(img, k=5):
    h, w = img.shape
    half = k // 2
    out = np.zeros((h, w))
    if h - half > half and w - half > half:
        out[half:h - half, half:w - half] = np.std(
            np.stack(
                [
                    img[half + dr:(h - half) + dr, half + dc:(w - half) + dc]
                    for dr in range(-half, half + 1)
                    for dc in range(-half, half + 1)
                ]
            ),
            axis=0,
        )
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
