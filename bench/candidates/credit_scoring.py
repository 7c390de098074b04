"""Credit scoring: weight-of-evidence binning and a logistic model fitted by gradient descent."""
import numpy as np


def applicants(n, rng):
    income = rng.lognormal(10.5, 0.5, n)
    debt_ratio = rng.beta(2, 5, n)
    age = rng.integers(21, 70, n).astype(float)
    logit = -1.0 + 2.5 * debt_ratio - 0.00002 * income - 0.02 * (age - 40)
    default = rng.random(n) < 1 / (1 + np.exp(-logit))
    return np.column_stack([income, debt_ratio, age]), default.astype(int)


def quantile_bins(x, n_bins):
    edges = np.quantile(x, np.linspace(0, 1, n_bins + 1))
    codes = np.zeros(len(x), dtype=int)
    for i in range(len(x)):
        b = 0
        while b < n_bins - 1 and x[i] > edges[b + 1]:
            b += 1
        codes[i] = b
    return codes


def woe(codes, y, n_bins):
    values = np.zeros(n_bins)
    total_good = np.sum(y == 0)
    total_bad = np.sum(y == 1)
    for b in range(n_bins):
        good = np.sum((codes == b) & (y == 0)) + 0.5
        bad = np.sum((codes == b) & (y == 1)) + 0.5
        values[b] = np.log((good / total_good) / (bad / total_bad))
    return values


def fit_logistic(X, y, lr=0.1, epochs=300):
    w = np.zeros(X.shape[1])
    b = 0.0
    for _ in range(epochs):
        p = 1 / (1 + np.exp(-(X @ w + b)))
        grad_w = X.T @ (p - y) / len(y)
        grad_b = np.mean(p - y)
        w -= lr * grad_w
        b -= lr * grad_b
    return w, b


def gini(scores, y):
    order = np.argsort(scores)
    y_sorted = y[order]
    cum_bad = 0
    area = 0.0
    n_bad = y.sum()
    for k in range(len(y_sorted)):
        cum_bad += y_sorted[k]
        area += cum_bad / n_bad
    auc = 1 - area / len(y)
    return 2 * auc - 1


if __name__ == "__main__":
    rng = np.random.default_rng(52)
    X, y = applicants(3000, rng)
    Z = np.zeros(X.shape)
    for j in range(X.shape[1]):
        codes = quantile_bins(X[:, j], 5)
        Z[:, j] = woe(codes, y, 5)[codes]
    w, b = fit_logistic(Z, y)
    print("weights", np.round(w, 4), "bias %.4f" % b)
    print("gini %.4f" % gini(Z @ w + b, y))
