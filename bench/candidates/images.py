"""Batch of grayscale images: contrast stretch, brightness, and per-image histograms."""
import numpy as np

N, H, W = 40, 128, 128


def brightness(images):
    return [float(img.mean()) for img in images]


def stretch(images):
    out = np.empty_like(images)
    for k in range(images.shape[0]):
        lo = images[k].min()
        hi = images[k].max()
        out[k] = (images[k] - lo) / (hi - lo)
    return out


def saturated(images, level):
    counts = np.zeros(len(images), dtype=np.int64)
    for k, img in enumerate(images):
        counts[k] = np.count_nonzero(img >= level)
    return counts


def total_energy(images):
    energy = 0.0
    for img in images:
        energy += np.sum(img.astype(np.float64) ** 2)
    return energy


def main(seed=5):
    rng = np.random.default_rng(seed)
    imgs = rng.random((N, H, W))
    b = brightness(imgs)
    s = stretch(imgs)
    c = saturated(imgs, 0.99)
    e = total_energy(imgs)
    print(round(sum(b), 9), round(float(s.sum()), 6), int(c.sum()), round(float(e), 6))


if __name__ == "__main__":
    main()
