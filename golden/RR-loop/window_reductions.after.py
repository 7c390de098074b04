import numpy as np


def median3x3(img):
    h, w = img.shape
    out = img.copy()
    if h - 1 > 1 and w - 1 > 1:
        out[1:h - 1, 1:w - 1] = np.median(
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


def dilate(mask):
    rows, cols = mask.shape
    grown = np.zeros_like(mask)
    if rows - 1 > 1 and cols - 1 > 1:
        grown[1:rows - 1, 1:cols - 1] = np.max(
            np.stack(
                [
                    mask[1 + dr:(rows - 1) + dr, 1 + dc:(cols - 1) + dc]
                    for dr in range(-1, 2)
                    for dc in range(-1, 2)
                ]
            ),
            axis=0,
        )
    return grown


def erode_5x5(img):
    RADIUS = 2
    h, w = img.shape
    out = np.full((h, w), 255.0)
    if h - RADIUS > RADIUS and w - RADIUS > RADIUS:
        out[RADIUS:h - RADIUS, RADIUS:w - RADIUS] = np.min(
            np.stack(
                [
                    img[RADIUS + dr:(h - RADIUS) + dr, RADIUS + dc:(w - RADIUS) + dc]
                    for dr in range(-RADIUS, RADIUS + 1)
                    for dc in range(-RADIUS, RADIUS + 1)
                ]
            ),
            axis=0,
        )
    return out


def _inputs(rng):
    cases = []
    for shape in ((1, 1), (2, 5), (3, 3), (4, 7), (12, 9)):
        img = rng.integers(0, 256, size=shape).astype(np.uint8)
        cases.append(("median3x3", (img,)))
        cases.append(("dilate", (rng.random(shape) < 0.2,)))
        cases.append(("erode_5x5", (rng.normal(size=shape),)))
    return cases
