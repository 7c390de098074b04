import numpy as np


def train(w, X, y, steps):
    losses = []
    for step in range(steps):
        r = X @ w - y
        w = w - 0.01 * X.T @ r
        losses.append(float(r @ r))
        if len(losses) > 2 and losses[-1] > losses[-2]:
            break  # the list is read here: its values must already be numbers
    return w, losses
