"""Per-tile power spectra of a microscope image, with a flipped mirror and clipped background."""
import numpy as np


def tiles(image, size):
    h, w = image.shape
    stack = image[: h - h % size, : w - w % size].reshape(h // size, size, w // size, size)
    return stack.transpose(0, 2, 1, 3).reshape(-1, size, size)


def spectra(image, size):
    stack = tiles(image, size)
    power = np.empty(stack.shape)
    for k in range(len(stack)):
        power[k] = np.abs(np.fft.fft2(stack[k])) ** 2
    return power


def clean_background(image, floor):
    img = np.array(image, dtype=np.float64)
    flat = img.ravel()
    flat[flat < floor] = floor
    return img


def mirrored_mask(mask):
    m = np.array(mask, dtype=np.float64)
    mirrored = np.fliplr(m)
    mirrored[:, 0] = 0.0
    return m


def hot_pixels(image, thresh):
    idx = np.nonzero(image > thresh)
    return image[idx]


if __name__ == "__main__":
    rng = np.random.default_rng(3)
    img = rng.normal(size=(256, 256))
    print(spectra(img, 32).shape, clean_background(img, -1.0).min(), hot_pixels(img, 3.0).size)
    print(mirrored_mask(img > 0).sum())
