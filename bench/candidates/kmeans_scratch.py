"""k-means clustering from scratch with k-means++ seeding and inertia tracking."""
import numpy as np


def kmeans_pp(X, k, rng):
    centers = [X[rng.integers(len(X))]]
    for _ in range(1, k):
        d2 = np.min(np.array([np.sum((X - c) ** 2, axis=1) for c in centers]), axis=0)
        probs = d2 / d2.sum()
        centers.append(X[rng.choice(len(X), p=probs)])
    return np.array(centers)


def assign(X, centers):
    labels = np.zeros(len(X), dtype=int)
    for i in range(len(X)):
        best = np.inf
        for c in range(len(centers)):
            d = np.sum((X[i] - centers[c]) ** 2)
            if d < best:
                best = d
                labels[i] = c
    return labels


def update(X, labels, k):
    centers = np.zeros((k, X.shape[1]))
    for c in range(k):
        members = X[labels == c]
        if len(members) > 0:
            centers[c] = members.mean(axis=0)
    return centers


def inertia(X, labels, centers):
    total = 0.0
    for i in range(len(X)):
        total += np.sum((X[i] - centers[labels[i]]) ** 2)
    return total


def kmeans(X, k, rng, iters=50, tol=1e-6):
    centers = kmeans_pp(X, k, rng)
    history = []
    for it in range(iters):
        labels = assign(X, centers)
        new = update(X, labels, k)
        shift = np.sqrt(np.sum((new - centers) ** 2))
        centers = new
        history.append(inertia(X, labels, centers))
        if shift < tol:
            break
    return centers, labels, history


def main():
    rng = np.random.default_rng(10)
    blobs = [rng.normal(loc, 0.6, size=(120, 2)) for loc in ((0, 0), (4, 1), (1, 5))]
    X = np.vstack(blobs)
    centers, labels, history = kmeans(X, 3, rng)
    print(np.round(np.sort(centers[:, 0]), 4), np.bincount(labels).tolist(), f"{history[-1]:.4f}")


if __name__ == "__main__":
    main()
