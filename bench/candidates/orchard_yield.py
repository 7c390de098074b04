"""Apple orchard: fruit counts per tree, block yields, size grading, thinning response, bearing alternation."""
import numpy as np

N_BLOCKS = 16
TREES_PER_BLOCK = 400
N_YEARS = 8
GRADES = np.array([60.0, 70.0, 80.0, 90.0])


def fruit_counts(rng):
    counts = np.zeros((N_YEARS, N_BLOCKS, TREES_PER_BLOCK))
    vigour = rng.normal(1.0, 0.15, (N_BLOCKS, TREES_PER_BLOCK))
    for y in range(N_YEARS):
        on_year = 1.0 if y % 2 == 0 else 0.7
        for b in range(N_BLOCKS):
            counts[y, b] = rng.poisson(180 * on_year * np.clip(vigour[b], 0.3, None))
    return counts


def fruit_size(counts):
    size = np.zeros_like(counts)
    for y in range(N_YEARS):
        for b in range(N_BLOCKS):
            for t in range(TREES_PER_BLOCK):
                size[y, b, t] = 95.0 - 0.12 * counts[y, b, t]
    return size


def block_yield(counts, size):
    tonnes = np.zeros((N_YEARS, N_BLOCKS))
    for y in range(N_YEARS):
        for b in range(N_BLOCKS):
            mass = 0.00042 * size[y, b] ** 2.2
            tonnes[y, b] = np.sum(counts[y, b] * mass) / 1e6
    return tonnes


def grade_shares(size):
    shares = np.zeros((N_YEARS, len(GRADES) + 1))
    for y in range(N_YEARS):
        flat = size[y].ravel()
        idx = np.searchsorted(GRADES, flat)
        for g in range(len(GRADES) + 1):
            shares[y, g] = np.mean(idx == g)
    return shares


def biennial_index(tonnes):
    bbi = np.zeros(N_BLOCKS)
    for b in range(N_BLOCKS):
        total = 0.0
        for y in range(1, N_YEARS):
            a, c = tonnes[y - 1, b], tonnes[y, b]
            total += abs(c - a) / (c + a)
        bbi[b] = total / (N_YEARS - 1)
    return bbi


def thinning_targets(counts, max_fruit=200):
    to_remove = np.zeros((N_BLOCKS, TREES_PER_BLOCK))
    last = counts[-1]
    for b in range(N_BLOCKS):
        for t in range(TREES_PER_BLOCK):
            if last[b, t] > max_fruit:
                to_remove[b, t] = last[b, t] - max_fruit
    return to_remove


def weak_trees(counts, frac=0.5):
    weak = []
    mean_tree = counts.mean(axis=0)
    for b in range(N_BLOCKS):
        block_mean = mean_tree[b].mean()
        for t in range(TREES_PER_BLOCK):
            if mean_tree[b, t] < frac * block_mean:
                weak.append((b, t))
    return weak


def main():
    rng = np.random.default_rng(304)
    counts = fruit_counts(rng)
    size = fruit_size(counts)
    tonnes = block_yield(counts, size)
    shares = grade_shares(size)
    bbi = biennial_index(tonnes)
    thin = thinning_targets(counts)
    weak = weak_trees(counts)
    print("size", np.round(size[0, 0, :5], 3))
    print("tonnes", np.round(tonnes[:3, :4], 5))
    print("shares", np.round(shares[:3], 4))
    print("bbi", np.round(bbi[:6], 5))
    print("thin", int(thin.sum()), np.round(thin[0, :8], 1))
    print("weak", len(weak), weak[:4])


if __name__ == "__main__":
    main()
