import numpy as np


def blur(img):
    kernel = np.array([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]]) / 16.0
    r = kernel.shape[0] // 2
    out = np.zeros_like(img)
    h, w = img.shape
    if h - r > r and w - r > r:
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
    if n - half > half and m - half > half:
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


KX = [[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]]
KY = [[-1, -2, -1], [0, 0, 0], [1, 2, 1]]


def sobel(gray):
    h, w = gray.shape
    mag = np.zeros((h, w))
    if h - 1 > 1 and w - 1 > 1:
        gx = 0.0
        gy = 0.0
        for u in range(3):
            for v in range(3):
                p = gray[1 + u - 1:(h - 1) + u - 1, 1 + v - 1:(w - 1) + v - 1]
                gx += KX[u][v] * p
                gy += KY[u][v] * p
        mag[1:h - 1, 1:w - 1] = np.sqrt(gx * gx + gy * gy)
    return mag


def box(img):
    h, w = img.shape
    out = np.zeros((h, w))
    if h - 1 > 1 and w - 1 > 1:
        s = 0.0
        for di in (-1, 0, 1):
            for dj in [-1, 0, 1]:
                s += img[1 + di:(h - 1) + di, 1 + dj:(w - 1) + dj]
        out[1:h - 1, 1:w - 1] = s / 9.0
    return out


def box5(img):
    kernel = np.ones((5, 5)) / 25.0
    r = kernel.shape[0] // 2
    out = np.zeros_like(img)
    h, w = img.shape
    if h - r > r and w - r > r:
        acc = 0.0
        for di in range(-r, r + 1):
            for dj in range(-r, r + 1):
                acc += img[r + di:(h - r) + di, r + dj:(w - r) + dj] * kernel[
                    di + r, dj + r
                ]
        out[r:h - r, r:w - r] = acc
    return out


def _inputs(rng):
    yield "box5", (rng.random((9, 9)),)
    yield "box5", (rng.random((3, 7)),)
    yield "box5", (rng.random((7, 3)),)
    yield "box", (rng.random((8, 6)),)
    yield "sobel", (rng.random((9, 13)),)
    yield "sobel", (rng.integers(0, 255, (7, 8)),)
    yield "blur", (rng.random((12, 9)),)
    yield "blur", (rng.random((3, 3)),)
    yield "local_contrast", (rng.random((10, 7)),)
    yield "local_contrast", (rng.random((10, 7)).astype(np.float32),)
