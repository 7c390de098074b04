import numpy as np


def tile_thresholds(h, w, seed, tile=8):
    # The loop names the tile and reduces it twice: the reshaped view takes its name.
    img = np.random.default_rng(seed).random((h, w))
    ny, nx = img.shape[0] // tile, img.shape[1] // tile
    thr = np.zeros((ny, nx))
    for i in range(ny):
        for j in range(nx):
            block = img[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile]
            thr[i, j] = 0.5 * (block.max() + block.min())
    return thr


def _inputs(rng):
    return [("tile_thresholds", (40, 33, int(rng.integers(1000)))), ("tile_thresholds", (7, 9, 1)),
            ("tile_thresholds", (16, 16, 2, 4))]
