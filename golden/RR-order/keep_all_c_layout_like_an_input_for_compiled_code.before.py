import numpy as np

from phase_ext import unwrap_2d


def unwrap(image, wrap_around=False):
    # empty_like and astype keep the input's layout unless told: the extension needs C
    mask = np.zeros_like(image, dtype=np.uint8, order="C")
    unwrapped = np.empty_like(image, dtype=np.float64, order="C")
    data = image.astype(np.float64, order="C")
    unwrap_2d(data, mask, unwrapped, wrap_around)
    return unwrapped
