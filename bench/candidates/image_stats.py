"""Per-tile statistics and simple thresholding of a synthetic microscopy image."""
import numpy as np


def synthetic_cells(shape, n_cells, rng):
    img = rng.normal(10.0, 2.0, size=shape)
    yy, xx = np.mgrid[0:shape[0], 0:shape[1]]
    for _ in range(n_cells):
        cy, cx = rng.uniform(0, shape[0]), rng.uniform(0, shape[1])
        r = rng.uniform(3, 8)
        img += 40.0 * np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / (2 * r ** 2))
    return img


def tile_means(img, tile):
    ny, nx = img.shape[0] // tile, img.shape[1] // tile
    means = np.zeros((ny, nx))
    for i in range(ny):
        for j in range(nx):
            means[i, j] = img[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile].mean()
    return means


def otsu(img, bins=128):
    hist, edges = np.histogram(img, bins=bins)
    centers = 0.5 * (edges[:-1] + edges[1:])
    best, best_t = -1.0, centers[0]
    total = hist.sum()
    for k in range(1, bins):
        w0 = hist[:k].sum() / total
        w1 = 1.0 - w0
        if w0 == 0 or w1 == 0:
            continue
        m0 = (hist[:k] * centers[:k]).sum() / hist[:k].sum()
        m1 = (hist[k:] * centers[k:]).sum() / hist[k:].sum()
        between = w0 * w1 * (m0 - m1) ** 2
        if between > best:
            best, best_t = between, centers[k]
    return best_t


def normalize(img):
    out = np.empty_like(img)
    lo, hi = img.min(), img.max()
    for i in range(img.shape[0]):
        for j in range(img.shape[1]):
            out[i, j] = (img[i, j] - lo) / (hi - lo)
    return out


def row_profiles(img):
    profiles = []
    for r in range(img.shape[0]):
        profiles.append(np.median(img[r]))
    return np.array(profiles)


def main():
    rng = np.random.default_rng(4)
    img = synthetic_cells((128, 128), 25, rng)
    t = otsu(img)
    mask = img > t
    norm = normalize(img)
    print(f"{t:.5f}", int(mask.sum()), f"{tile_means(img, 16).max():.5f}",
          f"{norm.mean():.6f}", f"{row_profiles(img).std():.6f}")


if __name__ == "__main__":
    main()
