import numpy as np

_EXACT = False


def tile_means(img, tile):
    # A colour image's tile averages its channels too; the sums are added in another order.
    ny, nx = img.shape[0] // tile, img.shape[1] // tile
    means = np.zeros((ny, nx))
    means[:ny, :nx] = (
        img[:ny * tile, :nx * tile].reshape(ny, tile, nx, tile, *img.shape[2:]).mean(
            axis=(1, 3) + tuple(range(4, img.ndim + 2))
        )
    )
    return means
