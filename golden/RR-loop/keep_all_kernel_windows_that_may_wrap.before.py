import numpy as np


def bilateral(img, radius, sigma_r):
    out = np.zeros_like(img)
    n, m = img.shape
    for i in range(radius, n - radius):
        for j in range(radius, m - radius):
            num = 0.0
            den = 0.0
            for a in range(-radius, radius + 1):
                for b in range(-radius, radius + 1):
                    wgt = np.exp(-((img[i + a, j + b] - img[i, j]) ** 2) / (2 * sigma_r**2))
                    num += wgt * img[i + a, j + b]
                    den += wgt
            out[i, j] = num / den
    return out


def periodic_blur(img):
    out = np.zeros_like(img)
    h, w = img.shape
    for i in range(h):
        for j in range(w):
            acc = 0.0
            for di in range(-1, 2):
                for dj in range(-1, 2):
                    acc += img[i + di - 1, j + dj - 1]
            out[i, j] = acc / 9.0
    return out


def in_place_smooth(img):
    h, w = img.shape
    for i in range(1, h - 1):
        for j in range(1, w - 1):
            acc = 0.0
            for di in range(-1, 2):
                acc += img[i + di, j]
            img[i, j] = acc / 3.0
    return img

