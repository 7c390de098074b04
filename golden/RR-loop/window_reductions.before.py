import numpy as np


def median3x3(img):
    h, w = img.shape
    out = img.copy()
    for r in range(1, h - 1):
        for c in range(1, w - 1):
            out[r, c] = np.median(img[r - 1:r + 2, c - 1:c + 2])
    return out


def dilate(mask):
    rows, cols = mask.shape
    grown = np.zeros_like(mask)
    for i in range(1, rows - 1):
        for j in range(1, cols - 1):
            grown[i, j] = mask[i - 1:i + 2, j - 1:j + 2].max()
    return grown


def erode_5x5(img):
    RADIUS = 2
    h, w = img.shape
    out = np.full((h, w), 255.0)
    for y in range(RADIUS, h - RADIUS):
        for x in range(RADIUS, w - RADIUS):
            out[y, x] = np.min(img[y - RADIUS:y + RADIUS + 1, x - RADIUS:x + RADIUS + 1])
    return out


def _inputs(rng):
    cases = []
    for shape in ((1, 1), (2, 5), (3, 3), (4, 7), (12, 9)):
        img = rng.integers(0, 256, size=shape).astype(np.uint8)
        cases.append(("median3x3", (img,)))
        cases.append(("dilate", (rng.random(shape) < 0.2,)))
        cases.append(("erode_5x5", (rng.normal(size=shape),)))
    return cases
