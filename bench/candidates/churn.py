"""Customer churn features and a logistic model trained by gradient descent."""
import numpy as np


def features(usage, tenure, tickets):
    n = len(usage)
    X = np.ones((n, 4))
    for i in range(n):
        X[i, 1] = np.log1p(usage[i])
        X[i, 2] = tenure[i] / 12.0
        X[i, 3] = tickets[i] ** 0.5
    return X


def sigmoid(z):
    return 1.0 / (1.0 + np.exp(-z))


def fit(X, y, lr=0.1, epochs=500, tol=1e-7):
    w = np.zeros(X.shape[1])
    prev_loss = np.inf
    for epoch in range(epochs):
        p = sigmoid(X @ w)
        grad = X.T @ (p - y) / len(y)
        w = w - lr * grad
        loss = -np.mean(y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12))
        if abs(prev_loss - loss) < tol:
            break
        prev_loss = loss
    return w, epoch


def main():
    rng = np.random.default_rng(21)
    n = 2000
    usage = rng.gamma(2.0, 20.0, n)
    tenure = rng.integers(1, 72, n)
    tickets = rng.poisson(1.5, n)
    logit = -1.0 - 0.03 * usage + 0.5 * tickets - 0.02 * tenure
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(float)
    X = features(usage, tenure, tickets)
    w, epochs = fit(X, y)
    acc = np.mean((sigmoid(X @ w) > 0.5) == y)
    print(epochs, np.round(w, 4), round(float(acc), 4))


main()
