import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)

TARGET_ERR = 1e-4


def sample_until_precise(rng, batch, max_batches=50):
    total = 0.0
    total_sq = 0.0
    n = 0
    for b in range(max_batches):
        f = np.exp(-rng.random(batch))
        total += f.sum()
        total_sq += (f * f).sum()
        n += batch
        err = np.sqrt((total_sq / n - (total / n) ** 2) / n)
        if b % CHECK_EVERY == 0 and err < TARGET_ERR:
            break
    return total / n


def refine(grid, max_error=0.5):
    for level in range(20):
        grid = 0.5 * (grid + np.roll(grid, 1))
        change = np.abs(grid - np.roll(grid, -1)).max()
        if level % CHECK_EVERY == 0 and change < max_error:
            break
    return grid
