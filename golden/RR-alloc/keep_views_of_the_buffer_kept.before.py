import numpy as np


def window_heads(signal, n_windows, width):
    heads = []
    for k in range(n_windows):
        buf = np.zeros(width)
        buf[:] = signal[k * width : (k + 1) * width]
        heads.append(buf[:3])
    return heads


def transposed_tiles(n):
    tiles = {}
    for k in range(n):
        tile = np.zeros((2, 3))
        tile[0, :] = k
        tiles[k] = tile.T
    return tiles
