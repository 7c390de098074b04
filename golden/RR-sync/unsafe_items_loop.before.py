import numpy as np


def fit_batches(weights, batches, lr, tol):
    for xb, yb in batches:
        grad = xb.T @ (xb @ weights - yb) / len(yb)
        weights -= lr * grad
        if np.linalg.norm(grad) < tol:
            break
    return weights
