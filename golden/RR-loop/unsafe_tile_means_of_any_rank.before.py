import numpy as np

_EXACT = False


def tile_means(img, tile):
    # A colour image's tile averages its channels too; the sums are added in another order.
    ny, nx = img.shape[0] // tile, img.shape[1] // tile
    means = np.zeros((ny, nx))
    for i in range(ny):
        for j in range(nx):
            means[i, j] = img[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile].mean()
    return means
