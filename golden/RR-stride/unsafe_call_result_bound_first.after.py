import numpy as np


def blur(img):
    out = img.copy()
    out[1:-1, :] = 0.25 * img[:-2, :] + 0.5 * img[1:-1, :] + 0.25 * img[2:, :]
    return out


def pyramid(img, levels):
    out = [img]
    for _ in range(levels - 1):
        img = blur(img)
        img = img[np.arange(0, len(img), 2)[:, None], np.arange(0, img.shape[1], 2)]  # halve both axes
        out.append(img)
    return out


_EXACT = True


def _inputs(rng):
    return [("pyramid", (rng.normal(size=(33, 20)), 3))]
