import numpy as np


def clamped_at_the_edge(img):
    h, w = img.shape
    out = np.zeros((h, w))
    # The last windows run past the end: the loop reduces fewer values there.
    for r in range(h):
        for c in range(w):
            out[r, c] = np.max(img[r:r + 3, c:c + 3])
    return out


def colour_image(img):
    # Not unpacked from the shape: a colour image's window reduces its channels too.
    out = np.zeros(img.shape[:2])
    for r in range(1, img.shape[0] - 1):
        for c in range(1, img.shape[1] - 1):
            out[r, c] = np.max(img[r - 1:r + 2, c - 1:c + 2])
    return out


def in_place(img):
    h, w = img.shape
    # Each window reads values written by earlier iterations.
    for r in range(1, h - 1):
        for c in range(1, w - 1):
            img[r, c] = np.max(img[r - 1:r + 2, c - 1:c + 2])
    return img


def size_passed_in(img, k):
    h, w = img.shape
    half = k // 2
    out = np.zeros((h, w))
    for r in range(half, h - half):
        for c in range(half, w - half):
            out[r, c] = np.median(img[r - half:r + half + 1, c - half:c + half + 1])
    return out


def sharpen(img, size):
    # The caller passes a size it was given: not proven non-negative.
    return img - size_passed_in(img, size)
