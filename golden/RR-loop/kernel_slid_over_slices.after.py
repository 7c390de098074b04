import numpy as np


def blur(img):
    kernel = np.array([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]]) / 16.0
    r = kernel.shape[0] // 2
    out = np.zeros_like(img)
    h, w = img.shape
    acc = 0.0
    for di in range(-r, r + 1):
        for dj in range(-r, r + 1):
            acc += img[r + di:(h - r) + di, r + dj:(w - r) + dj] * kernel[
                di + r, dj + r
            ]
    out[r:h - r, r:w - r] = acc
    return out


def local_contrast(img):
    half = 1
    n, m = img.shape
    out = np.zeros((n, m))
    total = 0.0
    squares = 0.0
    for a in range(-half, half + 1):
        for b in range(-half, half + 1):
            d = img[half + a:(n - half) + a, half + b:(m - half) + b] - img[
                half:n - half, half:m - half
            ]
            total += np.abs(d)
            squares += d * d
    out[half:n - half, half:m - half] = squares / (total + 1e-9)
    return out


def _inputs(rng):
    yield "blur", (rng.random((12, 9)),)
    yield "blur", (rng.random((3, 3)),)
    yield "local_contrast", (rng.random((10, 7)),)
    yield "local_contrast", (rng.random((10, 7)).astype(np.float32),)
