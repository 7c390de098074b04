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


def class_fractions(raster, block, n_classes):
    return [class_fraction(raster, c, block) for c in range(n_classes)]


def class_fraction(raster, cls, block):
    # The counts measure `raster`; the tiles are of `mask`, an elementwise function of it with
    # a number (`cls` is a range's integer at every call): the same shape.
    mask = (raster == cls).astype(float)
    by, bx = raster.shape[0] // block, raster.shape[1] // block
    frac = np.zeros((by, bx))
    for i in range(by):
        for j in range(bx):
            frac[i, j] = mask[i * block:(i + 1) * block, j * block:(j + 1) * block].mean()
    return frac
