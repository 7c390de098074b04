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


def class_fractions(raster, block, n_classes):
    return [class_fraction(raster, c, block) for c in range(n_classes)]


def class_fraction(raster, cls, block):
    # The counts measure `raster`; the tiles are of `mask`, an elementwise function of it with
    # a number (`cls` is a range's integer at every call): the same shape.
    mask = (raster == cls).astype(float)
    by, bx = raster.shape[0] // block, raster.shape[1] // block
    frac = np.zeros((by, bx))
    frac[:by, :bx] = (
        mask[:by * block, :bx * block].reshape(by, block, bx, block, *mask.shape[2:]).mean(
            axis=(1, 3) + tuple(range(4, mask.ndim + 2))
        )
    )
    return frac
