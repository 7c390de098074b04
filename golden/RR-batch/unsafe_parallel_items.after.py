import numpy as np

_EXACT = True


def rmse(est, truth):
    total = 0.0
    total += np.sum((est - truth[:len(est)]) ** 2)
    return np.sqrt(total / len(est))


def worst_error_per_step(pred, obs):
    worst = np.zeros(pred.shape[0])
    worst[:pred.shape[0]] = np.max(
        np.abs(pred - obs[:pred.shape[0]]), axis=tuple(range(1, pred.ndim))
    )
    return worst


def _inputs(rng):
    return [
        ("rmse", (rng.normal(size=(12, 2)), rng.normal(size=(12, 2)))),
        ("worst_error_per_step", (rng.normal(size=(6, 3, 4)), rng.normal(size=(6, 3, 4)))),
    ]
