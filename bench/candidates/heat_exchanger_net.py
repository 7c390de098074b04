"""Steady-state temperatures in a pipe network by Gauss-Seidel on node energy balances."""
import numpy as np


def build_network(n, rng):
    edges = []
    for i in range(n - 1):
        edges.append((i, i + 1, rng.uniform(0.5, 2.0)))
    for _ in range(n // 2):
        a, b = rng.integers(0, n, 2)
        if a != b:
            edges.append((int(a), int(b), rng.uniform(0.1, 1.0)))
    return edges


def solve(n, edges, fixed, tol=1e-9, max_iter=5000):
    T = np.full(n, 20.0)
    for node, value in fixed.items():
        T[node] = value
    neighbours = [[] for _ in range(n)]
    for a, b, k in edges:
        neighbours[a].append((b, k))
        neighbours[b].append((a, k))
    for it in range(max_iter):
        change = 0.0
        for i in range(n):
            if i in fixed or not neighbours[i]:
                continue
            num = sum(k * T[j] for j, k in neighbours[i])
            den = sum(k for _, k in neighbours[i])
            new = num / den
            change = max(change, abs(new - T[i]))
            T[i] = new
        if change < tol:
            break
    return T, it


def main():
    rng = np.random.default_rng(10)
    n = 60
    edges = build_network(n, rng)
    T, iters = solve(n, edges, {0: 90.0, n - 1: 15.0})
    print(iters, np.round(T[:5], 4), round(float(T.mean()), 4))


main()
