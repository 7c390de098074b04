import numpy as np

_EXACT = True


def classify(tile):
    rows, cols, _ = tile.shape
    labels = np.zeros((rows, cols), dtype=np.uint8)
    red, nir, swir = np.moveaxis(tile[:rows, :cols], 2, 0)
    ndvi = (nir - red) / (nir + red + 1e-9)
    labels[:rows, :cols] = np.where(ndvi > 0.4, 1, np.where(swir > nir, 2, 3))
    return labels


def radii(points):
    n = len(points)
    out = np.empty(n)
    x, y = np.moveaxis(points[:n], 1, 0)
    out[:n] = np.sqrt(x * x + y * y)
    return out


def _inputs(rng):
    tile = rng.random((12, 9, 3))
    points = rng.normal(size=(40, 2))
    return [
        ("classify", (tile,)),
        ("classify", (tile[:0],)),
        ("radii", (points,)),
        ("radii", (points[:0],)),
    ]
