import numpy as np

_EXACT = True


def classify(tile):
    rows, cols, _ = tile.shape
    labels = np.zeros((rows, cols), dtype=np.uint8)
    for r in range(rows):
        for c in range(cols):
            red, nir, swir = tile[r, c]
            ndvi = (nir - red) / (nir + red + 1e-9)
            if ndvi > 0.4:
                labels[r, c] = 1
            elif swir > nir:
                labels[r, c] = 2
            else:
                labels[r, c] = 3
    return labels


def radii(points):
    n = len(points)
    out = np.empty(n)
    for i in range(n):
        x, y = points[i]
        out[i] = np.sqrt(x * x + y * y)
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
