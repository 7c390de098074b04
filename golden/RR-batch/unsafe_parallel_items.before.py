import numpy as np

_EXACT = True


def rmse(est, truth):
    total = 0.0
    for t in range(len(est)):
        total += np.sum((est[t] - truth[t]) ** 2)
    return np.sqrt(total / len(est))


def worst_error_per_step(pred, obs):
    worst = np.zeros(pred.shape[0])
    for k in range(pred.shape[0]):
        worst[k] = np.max(np.abs(pred[k] - obs[k]))
    return worst


def _inputs(rng):
    return [
        ("rmse", (rng.normal(size=(12, 2)), rng.normal(size=(12, 2)))),
        ("worst_error_per_step", (rng.normal(size=(6, 3, 4)), rng.normal(size=(6, 3, 4)))),
    ]
