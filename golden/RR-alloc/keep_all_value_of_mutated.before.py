import numpy as np


def offsets(wcs, pixel, n_axes):
    pixel_off = list(pixel)
    worlds = []
    for i in range(n_axes):
        pixel_off[i] += 1
        world_off = np.array(wcs.pixel_to_world_values(*pixel_off))
        worlds.append(world_off.sum())
    return worlds


def shifted(grid, steps):
    out = []
    for k in range(steps):
        grid[0] += 1.0
        snapshot = np.array(grid)
        out.append(snapshot.mean())
    return out
