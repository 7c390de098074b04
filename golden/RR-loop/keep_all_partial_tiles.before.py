import numpy as np


def tile_sums(img, tile):
    # The last row of tiles may be partial: a reshape cannot hold it.
    img = np.asarray(img, dtype=float)
    ny = int(np.ceil(img.shape[0] / tile))
    nx = img.shape[1] // tile
    out = np.zeros((ny, nx))
    for i in range(ny):
        for j in range(nx):
            out[i, j] = img[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile].sum()
    return out


def overlapping_tiles(img, tile):
    # Tiles that start every half tile overlap: not one reshape.
    img = np.asarray(img, dtype=float)
    ny, nx = img.shape[0] // tile, img.shape[1] // tile
    out = np.zeros((ny, nx))
    for i in range(ny):
        for j in range(nx):
            out[i, j] = img[i * tile // 2:(i + 2) * tile // 2, j * tile:(j + 1) * tile].max()
    return out


def tiles_of_another_array(img, other, tile):
    # The counts measure `other`, whose shape `img` need not share.
    img = np.asarray(img, dtype=float)
    ny, nx = other.shape[0] // tile, other.shape[1] // tile
    out = np.zeros((ny, nx))
    for i in range(ny):
        for j in range(nx):
            out[i, j] = img[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile].max()
    return out
