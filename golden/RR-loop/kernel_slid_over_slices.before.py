import numpy as np


def blur(img):
    kernel = np.array([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]]) / 16.0
    r = kernel.shape[0] // 2
    out = np.zeros_like(img)
    h, w = img.shape
    for i in range(r, h - r):
        for j in range(r, w - r):
            acc = 0.0
            for di in range(-r, r + 1):
                for dj in range(-r, r + 1):
                    acc += img[i + di, j + dj] * kernel[di + r, dj + r]
            out[i, j] = acc
    return out


def local_contrast(img):
    half = 1
    n, m = img.shape
    out = np.zeros((n, m))
    for y in range(half, n - half):
        for x in range(half, m - half):
            total = 0.0
            squares = 0.0
            for a in range(-half, half + 1):
                for b in range(-half, half + 1):
                    d = img[y + a, x + b] - img[y, x]
                    total += np.abs(d)
                    squares += d * d
            out[y, x] = squares / (total + 1e-9)
    return out


def _inputs(rng):
    yield "blur", (rng.random((12, 9)),)
    yield "blur", (rng.random((3, 3)),)
    yield "local_contrast", (rng.random((10, 7)),)
    yield "local_contrast", (rng.random((10, 7)).astype(np.float32),)
