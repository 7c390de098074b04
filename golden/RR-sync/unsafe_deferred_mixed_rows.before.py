import numpy as np

_EXACT = True


def sweep(grid, scales):
    rows = []
    for s in scales:
        # `s` is kept as it was appended: only the converted column is converted after the loop.
        rows.append((s, float(np.max(grid * s))))
    return rows


def counts(grid, levels):
    rows = []
    for level in levels:
        # Converted differently: each column gets its own conversion back.
        rows.append((int(np.count_nonzero(grid > level)), float(np.mean(grid > level))))
    return rows


def labelled(grid, names):
    scores = []
    for k, name in enumerate(names):
        band = grid[k]
        scores.append((name, band.max().item(), k))
    return scores


def _inputs(rng):
    grid = rng.normal(size=(4, 5))
    return [
        ("sweep", (grid, [1, 2, 3])),
        ("counts", (grid, [-0.5, 0.0, 0.5])),
        ("labelled", (grid, ["a", "b", "c"])),
    ]
