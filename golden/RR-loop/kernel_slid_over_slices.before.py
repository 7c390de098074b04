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


KX = [[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]]
KY = [[-1, -2, -1], [0, 0, 0], [1, 2, 1]]


def sobel(gray):
    h, w = gray.shape
    mag = np.zeros((h, w))
    for y in range(1, h - 1):
        for x in range(1, w - 1):
            gx = 0.0
            gy = 0.0
            for u in range(3):
                for v in range(3):
                    p = gray[y + u - 1, x + v - 1]
                    gx += KX[u][v] * p
                    gy += KY[u][v] * p
            mag[y, x] = np.sqrt(gx * gx + gy * gy)
    return mag


def box(img):
    h, w = img.shape
    out = np.zeros((h, w))
    for i in range(1, h - 1):
        for j in range(1, w - 1):
            s = 0.0
            for di in (-1, 0, 1):
                for dj in [-1, 0, 1]:
                    s += img[i + di, j + dj]
            out[i, j] = s / 9.0
    return out


def box5(img):
    kernel = np.ones((5, 5)) / 25.0
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
