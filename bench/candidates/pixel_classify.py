"""Land-cover classification of a multispectral tile, pixel by pixel."""
import numpy as np

ROWS = 64
COLS = 48


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


if __name__ == "__main__":
    rng = np.random.default_rng(12)
    tile = rng.random((ROWS, COLS, 3))
    labels = classify(tile)
    print(np.bincount(labels.ravel(), minlength=4))
