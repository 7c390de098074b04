import numpy as np

_EXACT = True


def sweep(grid, scales):
    rows = []
    for s in scales:
        # `s` is kept as it was appended: only the converted column is converted after the loop.
        rows.append((s, np.max(grid * s)))
    rows[:] = [(row[0], float(row[1])) for row in rows]
    return rows


def counts(grid, levels):
    rows = []
    for level in levels:
        # Converted differently: each column gets its own conversion back.
        rows.append((np.count_nonzero(grid > level), np.mean(grid > level)))
    rows[:] = [(int(row[0]), float(row[1])) for row in rows]
    return rows


def labelled(grid, names):
    scores = []
    for k, name in enumerate(names):
        band = grid[k]
        scores.append((name, band.max(), k))
    scores[:] = [(row[0], row[1].item(), row[2]) for row in scores]
    return scores


def _inputs(rng):
    grid = rng.normal(size=(4, 5))
    return [
        ("sweep", (grid, [1, 2, 3])),
        ("counts", (grid, [-0.5, 0.0, 0.5])),
        ("labelled", (grid, ["a", "b", "c"])),
    ]
