"""Histogram equalization and Otsu thresholding of a synthetic 8-bit image."""
import numpy as np


def make_image(h, w, seed=3):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:h, 0:w]
    base = 60 + 40 * np.sin(xx / 9.0) + 30 * np.cos(yy / 13.0)
    noise = rng.normal(0, 12, (h, w))
    return np.clip(base + noise, 0, 255).astype(np.uint8)


def histogram(img):
    hist = np.zeros(256, dtype=np.int64)
    for v in img.ravel():
        hist[v] += 1
    return hist


def cdf_of(hist):
    cdf = np.zeros(256)
    running = 0
    for k in range(256):
        running += hist[k]
        cdf[k] = running
    return cdf


def equalize(img):
    hist = histogram(img)
    cdf = cdf_of(hist)
    cmin = cdf[cdf > 0][0]
    total = img.size
    lut = np.zeros(256, dtype=np.uint8)
    for k in range(256):
        lut[k] = np.uint8(round((cdf[k] - cmin) / (total - cmin) * 255)) if cdf[k] > 0 else 0
    h, w = img.shape
    out = np.empty_like(img)
    for r in range(h):
        for c in range(w):
            out[r, c] = lut[img[r, c]]
    return out


def otsu(img):
    hist = histogram(img).astype(float)
    total = hist.sum()
    sum_all = 0.0
    for k in range(256):
        sum_all += k * hist[k]
    best_t = 0
    best_var = -1.0
    w0 = 0.0
    sum0 = 0.0
    for t in range(256):
        w0 += hist[t]
        if w0 == 0 or w0 == total:
            continue
        sum0 += t * hist[t]
        m0 = sum0 / w0
        m1 = (sum_all - sum0) / (total - w0)
        var = w0 * (total - w0) * (m0 - m1) ** 2
        if var > best_var:
            best_var = var
            best_t = t
    return best_t


def main():
    img = make_image(120, 160)
    eq = equalize(img)
    t = otsu(eq)
    mask = np.zeros(eq.shape, dtype=bool)
    h, w = eq.shape
    for r in range(h):
        for c in range(w):
            mask[r, c] = eq[r, c] > t
    print("threshold", t)
    print("foreground", int(mask.sum()))
    print("eq mean %.4f" % eq.mean())


if __name__ == "__main__":
    main()
