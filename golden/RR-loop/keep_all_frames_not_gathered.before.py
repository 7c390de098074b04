import numpy as np


def growing_frames(x, n):
    # The frame widens with the loop: rows of one width cannot hold them.
    out = np.zeros((n, n))
    for i in range(n):
        out[i, :i] = x[i:i + i]
    return out


def partial_days(n_rows, hours, seed):
    # The last day may be partial (a ceiling count): a reshape cannot hold it.
    temp = np.random.default_rng(seed).normal(size=(n_rows, hours))
    days = int(np.ceil(hours / 24))
    out = np.zeros((n_rows, days))
    for d in range(days):
        out[:, d] = temp[:, d * 24:(d + 1) * 24].max(axis=1)
    return out


def hours_of_the_day(n_rows, hours, seed):
    # Reduced along the rows, not the tiled axis: each value is a row of hours, not a number.
    temp = np.random.default_rng(seed).normal(size=(n_rows, hours))
    days = hours // 24
    out = np.zeros((24, days))
    for d in range(days):
        out[:, d] = temp[:, d * 24:(d + 1) * 24].max(axis=0)
    return out


def tile_beside_an_element(h, w, seed, tile=8):
    # The tile is read beside its reductions (`block[0, 0]`): not a reduction of every tile.
    img = np.random.default_rng(seed).random((h, w))
    ny, nx = img.shape[0] // tile, img.shape[1] // tile
    thr = np.zeros((ny, nx))
    for i in range(ny):
        for j in range(nx):
            block = img[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile]
            thr[i, j] = block.max() - block[0, 0]
    return thr
