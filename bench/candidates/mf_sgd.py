"""Matrix factorisation for ratings by stochastic gradient descent."""
import numpy as np


def make_ratings(n_users, n_items, k, density, rng):
    U = rng.normal(0, 1, (n_users, k))
    V = rng.normal(0, 1, (n_items, k))
    full = U @ V.T
    mask = rng.random((n_users, n_items)) < density
    users, items = np.nonzero(mask)
    ratings = full[users, items] + 0.1 * rng.standard_normal(len(users))
    return users, items, ratings


def rmse(P, Q, users, items, ratings):
    err = 0.0
    for u, i, r in zip(users, items, ratings):
        err += (r - P[u] @ Q[i]) ** 2
    return np.sqrt(err / len(ratings))


def train(users, items, ratings, n_users, n_items, k, epochs, lr, reg, rng):
    P = 0.1 * rng.standard_normal((n_users, k))
    Q = 0.1 * rng.standard_normal((n_items, k))
    order = np.arange(len(ratings))
    history = []
    for epoch in range(epochs):
        rng.shuffle(order)
        for idx in order:
            u, i, r = users[idx], items[idx], ratings[idx]
            e = r - P[u] @ Q[i]
            pu = P[u].copy()
            P[u] += lr * (e * Q[i] - reg * P[u])
            Q[i] += lr * (e * pu - reg * Q[i])
        loss = rmse(P, Q, users, items, ratings)
        history.append(loss)
        if loss < 0.12:
            break
    return P, Q, history


def main():
    rng = np.random.default_rng(4)
    users, items, ratings = make_ratings(60, 40, 3, 0.3, rng)
    P, Q, hist = train(users, items, ratings, 60, 40, 3, 25, 0.02, 0.01, rng)
    print(len(hist), np.round(hist[-3:], 5))


main()
