"""Delivery route planning: distance matrix, nearest-neighbour tours and 2-opt improvement."""
import numpy as np


def distance_matrix(pts):
    n = len(pts)
    d = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            d[i, j] = np.sqrt((pts[i, 0] - pts[j, 0]) ** 2 + (pts[i, 1] - pts[j, 1]) ** 2)
    return d


def nearest_neighbour(d, start=0):
    n = d.shape[0]
    visited = np.zeros(n, dtype=bool)
    tour = [start]
    visited[start] = True
    for _ in range(n - 1):
        last = tour[-1]
        cand = np.where(visited, np.inf, d[last])
        nxt = int(np.argmin(cand))
        tour.append(nxt)
        visited[nxt] = True
    return np.array(tour)


def tour_length(d, tour):
    total = 0.0
    for k in range(len(tour)):
        total += d[tour[k], tour[(k + 1) % len(tour)]]
    return total


def two_opt(d, tour, max_rounds=20):
    tour = tour.copy()
    for _ in range(max_rounds):
        improved = False
        for i in range(1, len(tour) - 2):
            for j in range(i + 1, len(tour) - 1):
                a, b, c, e = tour[i - 1], tour[i], tour[j], tour[j + 1]
                delta = d[a, c] + d[b, e] - d[a, b] - d[c, e]
                if delta < -1e-9:
                    tour[i:j + 1] = tour[i:j + 1][::-1]
                    improved = True
        if not improved:
            break
    return tour


def load_per_vehicle(demand, assignment, n_vehicles):
    load = np.zeros(n_vehicles)
    for k in range(len(demand)):
        load[assignment[k]] += demand[k]
    return load


if __name__ == "__main__":
    rng = np.random.default_rng(8)
    pts = rng.uniform(0, 50, (40, 2))
    d = distance_matrix(pts)
    tour = nearest_neighbour(d)
    print("nearest neighbour %.2f" % tour_length(d, tour))
    better = two_opt(d, tour)
    print("2-opt %.2f" % tour_length(d, better))
    demand = rng.integers(1, 10, 40).astype(float)
    assignment = np.arange(40) % 4
    print("loads", load_per_vehicle(demand, assignment, 4))
