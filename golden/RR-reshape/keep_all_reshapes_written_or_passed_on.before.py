import numpy as np


def bump_each(x, n):
    # Written through: one hoisted view would carry the writes of every iteration.
    for i in range(n):
        x.reshape(-1)[i] += 1.0
    return x


def predict_all(model, x, n):
    # Passed to unknown code, which may keep or change it.
    return [model.predict(x.reshape(-1, 1)) for _ in range(n)]


def drift(x, n):
    # The array changes in the loop: each iteration reshapes the new values.
    total = 0.0
    for _ in range(n):
        x += 1.0
        total += (x.reshape(2, -1) * 2.0).sum()
    return total
