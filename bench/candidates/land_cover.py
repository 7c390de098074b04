"""Coarsen a land-cover raster: class fractions, dominant class and diversity per block."""
import numpy as np


def synthetic_raster(shape, n_classes, rng):
    raster = np.zeros(shape, dtype=np.int64)
    for _ in range(60):
        cy, cx = rng.integers(0, shape[0]), rng.integers(0, shape[1])
        r = rng.integers(4, 20)
        yy, xx = np.ogrid[:shape[0], :shape[1]]
        raster[(yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2] = rng.integers(1, n_classes)
    return raster


def class_fraction(raster, cls, block):
    mask = (raster == cls).astype(float)
    by, bx = raster.shape[0] // block, raster.shape[1] // block
    frac = np.zeros((by, bx))
    for i in range(by):
        for j in range(bx):
            frac[i, j] = mask[i * block:(i + 1) * block, j * block:(j + 1) * block].mean()
    return frac


def diversity(fractions):
    shannon = np.zeros(fractions.shape[1:])
    for k in range(fractions.shape[0]):
        p = fractions[k]
        shannon -= np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
    return shannon


def landscape_entropy(raster, n_classes):
    counts = np.bincount(raster.ravel(), minlength=n_classes)
    p = counts / counts.sum()
    h = 0.0
    for x in p:
        if x > 0:
            h -= x * np.log(x)
    return h


def main():
    rng = np.random.default_rng(31)
    n_classes = 6
    raster = synthetic_raster((240, 180), n_classes, rng)
    fractions = np.array([class_fraction(raster, c, 20) for c in range(n_classes)])
    dominant = fractions.argmax(axis=0)
    print(f"{diversity(fractions).mean():.6f}", np.bincount(dominant.ravel()).tolist(),
          f"{landscape_entropy(raster, n_classes):.6f}")


if __name__ == "__main__":
    main()
