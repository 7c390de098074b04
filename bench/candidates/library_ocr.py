"""Scanned page OCR pre-processing: binarization per tile, skew estimate from projections, line finding."""
import numpy as np


def page(h, w, rng):
    img = 0.9 + 0.05 * rng.random((h, w))
    for row in range(40, h - 40, 28):
        img[row:row + 6, 30:w - 30] -= 0.6 * (rng.random((6, w - 60)) < 0.7)
    return np.clip(img, 0, 1)


def tile_thresholds(img, tile=32):
    ny, nx = img.shape[0] // tile, img.shape[1] // tile
    thr = np.zeros((ny, nx))
    for i in range(ny):
        for j in range(nx):
            block = img[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile]
            thr[i, j] = 0.5 * (block.max() + block.min())
    return thr


def binarize(img, thr, tile=32):
    out = np.zeros(img.shape, dtype=bool)
    for i in range(thr.shape[0]):
        for j in range(thr.shape[1]):
            out[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile] = img[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile] < thr[i, j]
    return out


def row_profile(ink):
    prof = np.zeros(ink.shape[0])
    for r in range(ink.shape[0]):
        prof[r] = ink[r].sum()
    return prof


def text_lines(prof, level):
    lines = 0
    inside = False
    for v in prof:
        if v > level and not inside:
            lines += 1
            inside = True
        elif v <= level:
            inside = False
    return lines


def main():
    rng = np.random.default_rng(4)
    img = page(640, 480, rng)
    thr = tile_thresholds(img)
    ink = binarize(img, thr)
    prof = row_profile(ink)
    print("ink fraction %.4f" % ink.mean())
    print("text lines", text_lines(prof, 0.2 * prof.max()))
    print("threshold range %.3f %.3f" % (thr.min(), thr.max()))


if __name__ == "__main__":
    main()
