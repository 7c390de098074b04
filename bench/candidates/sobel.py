"""Sobel edge magnitude, non-maximum thresholding and a gamma curve."""
import numpy as np


def scene(h, w, seed=1):
    rng = np.random.default_rng(seed)
    img = np.zeros((h, w))
    img[h // 4 : 3 * h // 4, w // 4 : 3 * w // 4] = 1.0
    return img + 0.1 * rng.standard_normal((h, w))


def sobel(img):
    h, w = img.shape
    gx = np.zeros_like(img)
    gy = np.zeros_like(img)
    for r in range(1, h - 1):
        for c in range(1, w - 1):
            gx[r, c] = (img[r - 1, c + 1] + 2 * img[r, c + 1] + img[r + 1, c + 1]
                        - img[r - 1, c - 1] - 2 * img[r, c - 1] - img[r + 1, c - 1])
            gy[r, c] = (img[r + 1, c - 1] + 2 * img[r + 1, c] + img[r + 1, c + 1]
                        - img[r - 1, c - 1] - 2 * img[r - 1, c] - img[r - 1, c + 1])
    mag = np.zeros_like(img)
    for r in range(h):
        for c in range(w):
            mag[r, c] = np.sqrt(gx[r, c] ** 2 + gy[r, c] ** 2)
    return mag


def gamma_lut(gamma):
    lut = np.zeros(256)
    for v in range(256):
        lut[v] = 255.0 * (v / 255.0) ** gamma
    return lut


def main():
    img = scene(96, 128)
    mag = sobel(img)
    edges = 0
    h, w = mag.shape
    for r in range(h):
        for c in range(w):
            if mag[r, c] > 2.0:
                edges += 1
    lut = gamma_lut(0.8)
    print("edges", edges)
    print("max mag %.5f" % mag.max())
    print("lut[128] %.5f" % lut[128])


if __name__ == "__main__":
    main()
