"""Salt-and-pepper denoising with a 3x3 median filter and local contrast statistics."""
import numpy as np


def median3x3(img):
    h, w = img.shape
    out = img.copy()
    for r in range(1, h - 1):
        for c in range(1, w - 1):
            out[r, c] = np.median(img[r - 1:r + 2, c - 1:c + 2])
    return out


def local_std(img, k=5):
    h, w = img.shape
    half = k // 2
    out = np.zeros((h, w))
    for r in range(half, h - half):
        for c in range(half, w - half):
            out[r, c] = img[r - half:r + half + 1, c - half:c + half + 1].std()
    return out


def psnr(a, b):
    mse = np.mean((a.astype(float) - b.astype(float)) ** 2)
    return 10 * np.log10(255.0 ** 2 / mse)


def main():
    rng = np.random.default_rng(12)
    y, x = np.mgrid[0:48, 0:64]
    clean = (128 + 80 * np.sin(x / 7.0) * np.cos(y / 9.0)).astype(np.uint8)
    noisy = clean.copy()
    salt = rng.random(clean.shape) < 0.05
    pepper = rng.random(clean.shape) < 0.05
    noisy[salt] = 255
    noisy[pepper] = 0
    den = median3x3(noisy)
    print(round(psnr(clean, noisy), 4), round(psnr(clean, den), 4))
    sd = local_std(den.astype(float))
    print(round(float(sd.mean()), 5), round(float(sd.max()), 5))


main()
