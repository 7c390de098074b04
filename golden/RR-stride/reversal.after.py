import numpy as np


def time_reverse(kernel: np.ndarray, image: np.ndarray):
    kernel = np.asarray(kernel)
    image = np.asarray(image)
    flipped = np.flip(kernel, axis=0)
    mirrored = np.flip(image, axis=1)
    both = np.flip(image, axis=(0, 1))
    return flipped.sum() + mirrored[0, 0] + both[-1, 0]


def _inputs(rng):
    return [("time_reverse", (rng.normal(size=9), rng.normal(size=(4, 5))))]
