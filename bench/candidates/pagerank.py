"""PageRank by power iteration on a random directed graph."""
import numpy as np


def random_graph(n, avg_deg, seed=3):
    rng = np.random.default_rng(seed)
    m = n * avg_deg
    src = rng.integers(0, n, m)
    dst = rng.integers(0, n, m)
    return src, dst


def out_degree(src, n):
    deg = np.zeros(n)
    for e in range(len(src)):
        deg[src[e]] += 1.0
    return deg


def iterate(src, dst, n, damping=0.85, tol=1e-10, max_iter=200):
    deg = out_degree(src, n)
    rank = np.full(n, 1.0 / n)
    for it in range(max_iter):
        contrib = np.zeros(n)
        for e in range(len(src)):
            contrib[dst[e]] += rank[src[e]] / deg[src[e]]
        dangling = 0.0
        for v in range(n):
            if deg[v] == 0:
                dangling += rank[v]
        new = (1 - damping) / n + damping * (contrib + dangling / n)
        if np.abs(new - rank).sum() < tol:
            rank = new
            break
        rank = new
    return rank, it


def main():
    src, dst = random_graph(2000, 5)
    rank, iters = iterate(src, dst, 2000)
    print("iterations", iters)
    print("top node", int(np.argmax(rank)), "%.8f" % rank.max())
    print("sum %.10f" % rank.sum())


if __name__ == "__main__":
    main()
