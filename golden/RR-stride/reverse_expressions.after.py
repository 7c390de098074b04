import numpy as np

# Survival-style cumulative sums from the end, and mirrored columns of a computed image: the
# reversed value is an expression, which np.flip takes once.


def tail_sums(weights, horizon):
    weights = np.asarray(weights, dtype=np.float64)
    at_risk = np.flip(np.cumsum(np.flip(weights[: (horizon + 1)], axis=0)), axis=0)
    ranks = np.flip(np.arange(horizon + 1), axis=0)
    return at_risk, ranks


def mirrored(image, gain):
    image = np.asarray(image, dtype=np.float64)
    return (image * gain)[:, ::-1]


def _inputs(rng):
    return [
        ("tail_sums", (rng.random(12), 7)),
        ("mirrored", (rng.random((4, 5)), 1.5)),
    ]
