import numpy as np

CHECK_EVERY = 10  # check convergence / log every N iterations (cpn-fix)


def fit_batches(weights, batches, lr, tol):
    for check_step, (xb, yb) in enumerate(batches):
        grad = xb.T @ (xb @ weights - yb) / len(yb)
        weights -= lr * grad
        if check_step % CHECK_EVERY == 0 and np.linalg.norm(grad) < tol:
            break
    return weights
