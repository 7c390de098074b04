import numpy as np


def time_reverse(kernel: np.ndarray, image: np.ndarray):
    kernel = np.asarray(kernel)
    image = np.asarray(image)
    flipped = kernel[::-1]
    mirrored = image[:, ::-1]
    both = image[::-1, ::-1]
    return flipped.sum() + mirrored[0, 0] + both[-1, 0]


def _inputs(rng):
    return [("time_reverse", (rng.normal(size=9), rng.normal(size=(4, 5))))]
