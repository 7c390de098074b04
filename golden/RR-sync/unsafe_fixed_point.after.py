import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)

_EXACT = True


def fill_lakes(terrain, max_iter):
    water = np.full(terrain.shape, np.inf)
    water[0] = terrain[0]
    water[-1] = terrain[-1]
    for it in range(max_iter):
        nb = np.minimum(np.roll(water, 1), np.roll(water, -1))
        new = np.maximum(terrain, np.minimum(water, nb))
        new[0] = terrain[0]
        new[-1] = terrain[-1]
        if it % CHECK_EVERY == 0 and np.array_equal(new, water):
            break
        water = new
    return water - terrain


def _inputs(rng):
    return [("fill_lakes", (np.cumsum(rng.normal(size=60)), 500))]
